import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';
import { customers } from './customers';

/** Every email the shop sends is written here first; SMTP delivery (when configured) marks it sent. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML part as rendered when the email was written; null only on rows from before it. */
    html: text('html'),
    kind: text('kind').notNull(),
    createdAt: stampedAt('created_at'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_emails_to_idx').on(table.to),
    // The emails not sent yet: a few among millions, read by the sweep and the ops gauges.
    index('outbox_emails_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/** Single-use, expiring password-reset tokens; only a hash of each token is stored. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: stampedAt('created_at'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
