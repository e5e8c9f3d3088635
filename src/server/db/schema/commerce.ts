import {
  boolean,
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
import { clockNow } from '../../clock';
import { sql } from 'drizzle-orm';
import { customers } from './customers';
import { pets } from './pets';
import type { ConsentEvidence } from './consents';
import type { TaxAddressRecord } from './tax';

/** An add-on line in a cart (treats TR, supplements SP). */
export interface CartLineItem {
  sku: string;
  quantity: number;
  /** 1 = every box, 2 = every other box. */
  frequency: 1 | 2;
  /** Whether it renews with the subscription (true) or ships once with the first box. */
  recurrence: boolean;
  pet_id: number | null;
  product_type: 'TR' | 'SP';
}

export interface CartSubscription {
  pet_id: number;
  sku: string;
  addons: { sku: string }[];
}

/** One cart per customer. Its contents change in one row under a row lock, so writes never race. */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  couponCode: text('coupon_code'),
  /** Codes that failed for this cart; the offer logic skips them. */
  invalidCodes: text('invalid_codes').array().notNull().default([]),
  lineItems: jsonb('line_items').$type<CartLineItem[]>().notNull().default([]),
  subscriptions: jsonb('subscriptions')
    .$type<Record<string, CartSubscription>>()
    .notNull()
    .default({}),
  /**
   * The address the cart is taxed for: the one typed at checkout, or the saved one
   * (?resync_taxes=true). The tax provider answers its rates when the cart is priced.
   */
  taxAddress: jsonb('tax_address').$type<TaxAddressRecord>(),
  taxState: text('tax_state'),
  /** Bumped on every change; payments remember the version they priced. */
  version: integer('version').notNull().default(1),
  updatedAt: stampedAt('updated_at'),
});

/** Saved cards. `cardToken` is the provider's payment method id (pm_…); no card data is kept. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cardToken: text('card_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** The provider's card fingerprint: one card typed again is one saved card, not two. */
    fingerprint: text('fingerprint'),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * When a payment or setup with this card succeeded; null while it is only the card of a
     * pending payment (Stripe's `setup_future_usage`: a declined card is never kept on file).
     * Rows that existed before this column were saved cards, hence the default.
     */
    savedAt: timestamp('saved_at', { withTimezone: true }).defaultNow().$defaultFn(clockNow),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    index('payment_methods_customer_id_idx').on(table.customerId),
    uniqueIndex('payment_methods_customer_token_idx').on(table.customerId, table.cardToken),
  ],
);

// 'canceled': the hold was released at the provider (superseded or left unused); the API shows
// it as 'failed', the spec's four statuses.
export const PAYMENT_STATUSES = [
  'pending',
  'authorized',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment intents (charges for a cart, or setup intents for saving a card). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['payment', 'setup'] }).notNull(),
    providerId: text('provider_id').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    cartVersion: integer('cart_version'),
    amountCents: integer('amount_cents').notNull().default(0),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (table) => [
    index('payments_customer_id_idx').on(table.customerId),
    // Card holds not captured or released yet (the ops gauges' holds older than an hour).
    index('payments_authorized_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'authorized'`),
  ],
);

export interface OrderAddress {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
  phone: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The payment that paid for it: one order per payment, whatever is replayed. */
    paymentId: integer('payment_id').references(() => payments.id),
    kind: text('kind', { enum: ['first_box', 'renewal', 'reship'] }).notNull(),
    // First box: 'processing' (claimed, hold not captured yet) → 'captured' (charged, lines and
    // subscriptions not written yet) → 'paid'. Each step is resumable: a retry of the checkout or
    // the sweeper finishes it once the placing request's lease (retry_at) has run out.
    // 'payment_failed': a renewal whose off-session charge was declined; retried at retry_at.
    // 'requires_action': a renewal whose charge waits for the customer to confirm it with their
    // bank (3-D Secure) on our site; charged again at retry_at if they have not.
    status: text('status', {
      enum: [
        'processing',
        'captured',
        'paid',
        'failed',
        'scheduled',
        'payment_failed',
        'requires_action',
      ],
    }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    couponCode: text('coupon_code'),
    campaignId: text('campaign_id'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** First box: the cart and version it was placed from; one first-box order per cart version. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    cartVersion: integer('cart_version'),
    /** First box: the priced cart as claimed, so a checkout cut off halfway is finished as paid for. */
    cartSnapshot: jsonb('cart_snapshot').$type<Record<string, unknown>>(),
    /** First box: the customer's agreement to the renewal terms, written to each plan's consent. */
    renewalConsent: jsonb('renewal_consent').$type<ConsentEvidence>(),
    /** Renewal orders: the subscription cycle they are for, so a job run twice makes one. */
    renewalKey: text('renewal_key'),
    /** Renewal orders: the subscription renewed. */
    subscriptionId: integer('subscription_id'),
    /** Referral credit spent on this order, in cents (part of discountCents). */
    creditCents: integer('credit_cents').notNull().default(0),
    /** The tax provider that calculated taxCents ('offline' | 'stripe') and its calculation. */
    taxProvider: text('tax_provider'),
    taxCalculationId: text('tax_calculation_id'),
    /**
     * Renewal charge attempts made so far, and when the next may be made (null: no more). For a
     * first box being placed: the end of the placing request's lease.
     */
    chargeAttempts: integer('charge_attempts').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    failureMessage: text('failure_message'),
    /**
     * Do not ship: fulfilment neither packs nor ships a held box. 'refunded' is set when refunds
     * and claim credits gave back all the order was paid; 'staff' when someone held it (audited).
     */
    holdReason: text('hold_reason', { enum: ['refunded', 'staff'] }),
    holdNote: text('hold_note'),
    /**
     * The account was deleted and its owner chose to have this paid box shipped: the shipping
     * address is kept until every parcel of it is delivered (or returned), then erased.
     */
    addressKeptUntilDelivered: boolean('address_kept_until_delivered').notNull().default(false),
    /** When the cardholder disputed this order's payment with their bank (disputes table). */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    index('orders_customer_id_idx').on(table.customerId),
    uniqueIndex('orders_payment_id_idx').on(table.paymentId),
    uniqueIndex('orders_cart_version_idx').on(table.cartId, table.cartVersion),
    // One checkout of a cart in flight at a time, whatever its version became meanwhile.
    uniqueIndex('orders_cart_in_flight_idx')
      .on(table.cartId)
      .where(sql`${table.kind} = 'first_box' and ${table.status} in ('processing', 'captured')`),
    uniqueIndex('orders_renewal_key_idx').on(table.renewalKey),
    // Fulfilment lists a delivery date's paid boxes and counts boxes per date.
    index('orders_delivery_date_status_idx').on(table.deliveryDate, table.status),
    // A page of a date's paid boxes in order: read in id order and stopped after the page,
    // rather than all of the date's thousands of orders sorted first.
    index('orders_paid_day_idx')
      .on(table.deliveryDate, table.id)
      .where(sql`${table.status} = 'paid'`),
    // The failed-payments queue, newest first: a few renewals among a million orders.
    index('orders_failed_renewals_idx')
      .on(table.id)
      .where(
        sql`${table.kind} = 'renewal' and ${table.status} in ('payment_failed', 'requires_action')`,
      ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    petId: integer('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    productType: text('product_type').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (table) => [index('order_items_order_id_idx').on(table.orderId)],
);

export interface SubscriptionAddon {
  sku: string;
  quantity: number;
  frequency: 1 | 2;
  product_type: 'TR' | 'SP';
  /** The box (cycle) it first ships in; every-other-box items ship when (cycle - start) is even. */
  start_cycle?: number;
}

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;

/** One subscription per pup: the plan sku (type, calories, portion, recipes) and its add-ons. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    addons: jsonb('addons').$type<SubscriptionAddon[]>().notNull().default([]),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    weeksOfFood: integer('weeks_of_food').notNull(),
    nextDeliveryDate: date('next_delivery_date', { mode: 'string' }).notNull(),
    /** The number of the next box: the first box was 0. Every-other-box extras follow it. */
    cycle: integer('cycle').notNull().default(1),
    /** A welcome-back (REACTIVATION) offer for the next box only. */
    offerCode: text('offer_code'),
    cancelReason: text('cancel_reason'),
    /**
     * A check-in's plan sku made after the next box's cut-off: that box is charged and packed as
     * it was, and the plan takes this sku when it moves on to the box after it.
     */
    pendingSku: text('pending_sku'),
    /**
     * A plan paused until a date: its first box back (its next delivery date while paused). The
     * daily plan-resumes job makes it active again in time for that box's reminder and charge.
     */
    resumeOn: date('resume_on', { mode: 'string' }),
    /**
     * The plan's renewals are not charged until an owner decides: 'dispute', set when the
     * customer disputed a payment with their bank; an owner resumes the plan or cancels it.
     */
    chargeHold: text('charge_hold', { enum: ['dispute'] }),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (table) => [
    index('subscriptions_customer_id_idx').on(table.customerId),
    uniqueIndex('subscriptions_pet_id_idx').on(table.petId),
    // Fulfilment forecasts a date's boxes from the active plans due on it.
    index('subscriptions_next_delivery_status_idx').on(table.nextDeliveryDate, table.status),
    // A page of a date's forecast in id order, stopped after the page (as orders_paid_day_idx).
    index('subscriptions_active_day_idx')
      .on(table.nextDeliveryDate, table.id)
      .where(sql`${table.status} = 'active'`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
