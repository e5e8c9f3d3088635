import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';

export const CUSTOMER_STATUSES = ['lead', 'active'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    // Stored lower-case so the unique index is case-insensitive.
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('lead'),
    passwordHash: text('password_hash'),
    /** Opted in to text messages (the SMS consent box). */
    isSms: boolean('is_sms').notNull().default(false),
    /** The acquisition group the register call named (marketing segmentation). */
    customerGroupId: integer('customer_group_id'),
    /** The payment provider's customer (cus_…), created with the first payment. */
    providerCustomerId: text('provider_customer_id'),
    /** The personal referral code friends use; made on first view of the referral widget. */
    referralCode: text('referral_code').unique(),
    /** Referral credit not yet spent, in cents; taken off the next box. */
    creditCents: integer('credit_cents').notNull().default(0),
    /** The customer whose referral code brought this one. */
    referredBy: integer('referred_by'),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  // Staff search matches prefixes (pg_trgm is not in PGlite): text_pattern_ops lets a btree index
  // answer `LIKE 'abc%'` whatever the database's collation. The id (and the name itself, which
  // the LIKE is checked against) are in the index too, so the matches of a common name (hundreds
  // among 100k) are found from the index alone and only the page's rows are read from the table.
  (table) => [
    index('customers_email_prefix_idx').on(sql`${table.email} text_pattern_ops`, table.id),
    index('customers_first_name_prefix_idx').on(
      sql`lower(${table.firstName}) text_pattern_ops`,
      table.id,
      table.firstName,
    ),
    index('customers_last_name_prefix_idx').on(
      sql`lower(${table.lastName}) text_pattern_ops`,
      table.id,
      table.lastName,
    ),
  ],
);

/**
 * One sign-in of a customer: what the NextAuth session cookie (httpOnly) names. It outlives the
 * short access tokens it hands out, and revoking it (sign-out, a password change or reset) stops
 * it handing out more.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: stampedAt('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('customer_sessions_customer_id_idx').on(table.customerId)],
);

/**
 * Opaque bearer tokens for /api/v3, an hour each, issued for a session; only a SHA-256 of each
 * token is stored. (A token without a session predates sessions, or was made by a script.)
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => customerSessions.id, {
      onDelete: 'cascade',
    }),
    createdAt: stampedAt('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('access_tokens_customer_id_idx').on(table.customerId),
    index('access_tokens_session_id_idx').on(table.sessionId),
  ],
);

/**
 * Friends a customer invited (or who joined with the code): `credit_cents` stays 0 until the
 * friend's first box ships, then holds the referrer's reward.
 */
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    friendId: integer('friend_id').references(() => customers.id, { onDelete: 'set null' }),
    creditCents: integer('credit_cents').notNull().default(0),
    createdAt: stampedAt('created_at'),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /** When the referrer typed this email to invite the friend; null when the friend came by the
     * referrer's link (the referrer never gave that email, so it is never shown to them). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('referral_invitations_referrer_email_idx').on(table.referrerId, table.email),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
