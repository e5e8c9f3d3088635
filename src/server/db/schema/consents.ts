import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';

/**
 * The customer's agreement to a subscription's automatic-renewal terms (Cal. Bus. & Prof. Code
 * §17602(a)(2), ROSCA 15 U.S.C. §8403(2)): the exact text shown, its version, the amounts in it,
 * when, and from where. One row per agreement: a checkout's order, or a reactivation.
 *
 * Kept without foreign keys on purpose: the record is the shop's proof of consent and outlives a
 * deleted customer, pup or subscription. The app never deletes or updates these rows.
 */
export const renewalConsents = pgTable(
  'renewal_consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    petId: integer('pet_id').notNull(),
    /** What was agreed to: `order:<id>` (a checkout) or `reactivation:<time>`; unique per plan. */
    agreement: text('agreement').notNull(),
    source: text('source', { enum: ['checkout', 'reactivation'] }).notNull(),
    orderId: integer('order_id'),
    termsVersion: text('terms_version').notNull(),
    termsText: text('terms_text').notNull(),
    everyWeeks: integer('every_weeks').notNull(),
    boxSubtotalCents: integer('box_subtotal_cents').notNull(),
    boxTaxCents: integer('box_tax_cents').notNull(),
    boxTotalCents: integer('box_total_cents').notNull(),
    /** The box after, when every-other-box extras make it cost something else. */
    otherBoxTotalCents: integer('other_box_total_cents'),
    firstChargeDate: date('first_charge_date', { mode: 'string' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    index('renewal_consents_customer_id_idx').on(table.customerId),
    uniqueIndex('renewal_consents_agreement_idx').on(table.subscriptionId, table.agreement),
  ],
);

export type RenewalConsentRow = typeof renewalConsents.$inferSelect;

/** What the checkout request recorded of the consent; the order carries it to its subscriptions. */
export interface ConsentEvidence {
  terms_version: string;
  accepted_at: string;
  ip_address: string;
  user_agent: string;
  /**
   * Set when an agent took the customer's agreement for them (the console's Add a pup): the
   * order that carries it writes the agent's audit row with its subscriptions.
   */
  staff_id?: number;
}

/**
 * Why a plan was (nearly) cancelled and what was offered instead, for the operator dashboard.
 * outcome: 'accepted' (the offer was applied, the plan kept), 'declined' (cancelled anyway with
 * an offer on screen), 'none' (cancelled, no offer for this reason).
 */
export const cancelFeedback = pgTable(
  'cancel_feedback',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    offerKind: text('offer_kind'),
    offer: jsonb('offer').$type<Record<string, unknown>>(),
    outcome: text('outcome', { enum: ['accepted', 'declined', 'none'] }).notNull(),
    createdAt: stampedAt('created_at'),
  },
  (table) => [index('cancel_feedback_created_at_idx').on(table.createdAt)],
);

export type CancelFeedbackRow = typeof cancelFeedback.$inferSelect;
