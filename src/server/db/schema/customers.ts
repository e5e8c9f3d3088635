import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const CUSTOMER_STATUSES = ['lead', 'active'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const customers = pgTable('customers', {
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque bearer tokens for /api/v3; only a SHA-256 of each token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('access_tokens_customer_id_idx').on(table.customerId)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
