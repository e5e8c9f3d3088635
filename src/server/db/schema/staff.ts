import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';

export const STAFF_ROLE_VALUES = ['owner', 'support', 'fulfilment'] as const;

/**
 * People who run the shop. Kept apart from customers: a staff member is never a customer
 * account, and no customer token can ever name one.
 */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  // Stored lower-case so the unique index is case-insensitive.
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  role: text('role', { enum: STAFF_ROLE_VALUES }).notNull(),
  /** Null until the person has followed the set-up link. */
  passwordHash: text('password_hash'),
  /** The authenticator secret, AES-GCM encrypted with a key derived from NEXTAUTH_SECRET. */
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** The last TOTP time step accepted at sign-in: the same code never signs in twice. */
  totpLastStep: integer('totp_last_step'),
  active: boolean('active').notNull().default(true),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  invitedBy: integer('invited_by').references((): AnyPgColumn => staff.id),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
});

/** Bearer tokens for /api/admin, short-lived; only a SHA-256 of each is stored. */
export const staffAccessTokens = pgTable(
  'staff_access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: stampedAt('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_access_tokens_staff_id_idx').on(table.staffId)],
);

/**
 * One-time set-up links (from `npm run staff:create` or an owner's invitation): single use,
 * expiring, hashed. The pending authenticator secret travels with the link so the page that
 * shows it and the form that confirms it agree.
 */
export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    totpSecret: text('totp_secret').notNull(),
    createdAt: stampedAt('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_setup_tokens_staff_id_idx').on(table.staffId)],
);

/**
 * What staff did, append-only: the database refuses UPDATE and DELETE on this table (a trigger
 * in migration `audit_log_append_only`), and the app has no path that tries.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Who acted: a staff member, or (a data-rights request made from My info) the customer. */
    actor: text('actor', { enum: ['staff', 'customer'] })
      .notNull()
      .default('staff'),
    /** The staff member who acted; null when the customer did (the target names them). */
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_staff_id_idx').on(table.staffId, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.id),
    check(
      'audit_log_actor_named',
      sql`(${table.actor} = 'staff') = (${table.staffId} is not null)`,
    ),
  ],
);

export type StaffRow = typeof staff.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
