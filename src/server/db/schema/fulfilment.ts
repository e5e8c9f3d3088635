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
import { PARCEL_STATUSES } from '@/domain/parcel-tracking';
import { stampedAt } from './stamped-at';
import { orders } from './commerce';
import { pets } from './pets';

export const SHIPMENT_STATUSES = ['packed', 'shipped'] as const;
export const CARRIERS = ['usps', 'ups', 'fedex', 'other'] as const;

/**
 * What the warehouse did with a box: one row per box (an order's pup), written when it is packed
 * and updated when it ships. No row means the box is still pending. The order itself is not
 * touched: its status is about payment, this is about the parcel.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    carrier: text('carrier', { enum: CARRIERS }),
    trackingNumber: text('tracking_number'),
    /** The carrier's tracking page for this parcel (for 'other', the address staff gave). */
    trackingUrl: text('tracking_url'),
    packedAt: stampedAt('packed_at'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /**
     * What the carrier last said about the parcel (null: nothing since it shipped). Kept apart
     * from `status`, the warehouse's, so counts and tallies of shipped boxes are unchanged.
     */
    parcelStatus: text('parcel_status', { enum: PARCEL_STATUSES }),
    /** The carrier's time for `parcel_status`: an older event never overrides it. */
    parcelStatusAt: timestamp('parcel_status_at', { withTimezone: true }),
    outForDeliveryAt: timestamp('out_for_delivery_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    delayedAt: timestamp('delayed_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shipments_order_pet_idx').on(table.orderId, table.petId),
    index('shipments_status_idx').on(table.status),
    // Carrier events find their parcel by tracking number.
    index('shipments_tracking_idx').on(table.carrier, table.trackingNumber),
  ],
);

/**
 * Every carrier event received, once: the (carrier, event id) key makes a resent event a no-op,
 * and the row says what it did to its box (applied, unchanged, or ignored and why).
 */
export const carrierEvents = pgTable(
  'carrier_events',
  {
    id: serial('id').primaryKey(),
    carrier: text('carrier', { enum: CARRIERS }).notNull(),
    eventId: text('event_id').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    status: text('status', { enum: PARCEL_STATUSES }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
  },
  (table) => [uniqueIndex('carrier_events_key_idx').on(table.carrier, table.eventId)],
);

export type ShipmentRow = typeof shipments.$inferSelect;

export const FULFILMENT_TALLIES = [
  'boxes',
  'packed',
  'shipped',
  'forecast',
  'plan',
  'addon',
  'forecast_plan',
  'forecast_addon',
  'pick',
  'pick_open',
  'unpriced',
  'forecast_pick',
  'forecast_pick_open',
  'forecast_pick_addon',
] as const;

/**
 * What fulfilment counts per delivery date, kept as it changes so a date's counts and pick list
 * are read from a handful of rows instead of counted over its thousands of boxes. Database
 * triggers on orders, order lines, shipments and plans add a row for each change (+1 when a
 * paid box appears, -1 when it goes, and so on; migration `fulfilment_tallies`), so every
 * writer, whatever its code, keeps them true, and writers never wait on each other for them
 * (rows are only added). A date's value is the sum of its rows; readers fold the rows of the
 * dates they read into one per key now and then (fulfilment-tallies.ts).
 *
 * `tally`: boxes, packed, shipped (paid plan lines and their shipments), forecast (active plans
 * due and not ordered), plan (paid plan lines per sku and weeks: key `sku<TAB>weeks`), addon
 * (quantities of paid add-on lines: `sku<TAB>product name`), forecast_plan (`sku<TAB>weeks`) and
 * forecast_addon (extras of forecast plans: `sku<TAB>frequency<TAB>start cycle<TAB>cycle`).
 * The pick list's per-recipe tallies: pick (trays or bags of the paid boxes whose contents are
 * known in `box_contents`: `recipe key<TAB>unit`), unpriced (paid boxes whose plan cannot be
 * priced: `sku<TAB>weeks`), pick_open (paid boxes whose contents are not known yet:
 * `sku<TAB>weeks`), forecast_pick and forecast_pick_open the same for forecast plans, and
 * forecast_pick_addon (the forecast plans' extras due in their next box: `sku`).
 */
export const fulfilmentTallies = pgTable(
  'fulfilment_tallies',
  {
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    tally: text('tally', { enum: FULFILMENT_TALLIES }).notNull(),
    key: text('key').notNull().default(''),
    amount: integer('amount').notNull(),
  },
  // By tally first: the dates list reads four tallies over a few weeks of dates, past the
  // thousands of per-plan rows each of those dates also holds. With the amount in it, a date's
  // pick list is read from the index alone (rows are only ever added or deleted, never updated).
  (table) => [
    index('fulfilment_tallies_tally_day_idx').on(
      table.tally,
      table.deliveryDate,
      table.key,
      table.amount,
    ),
  ],
);

/** What one recipe in a box holds: `count` trays or bags. */
export interface BoxPack {
  recipe_key: string;
  unit: 'tray' | 'bag';
  count: number;
}

/**
 * The packing rule's answer (boxContents, TypeScript) per plan sku and box size, recorded by the
 * services so that the tallies triggers can count a box's trays and bags per recipe: key
 * `sku<TAB>weeks` as the plan tallies key it, `packs` null when the plan cannot be priced.
 * Rows are only inserted (the rule is pure), all for the recipes named in `box_contents_basis`;
 * when the recipes change the tallies job starts both over (box-contents-tallies.ts).
 */
export const planBoxContents = pgTable('box_contents', {
  key: text('key').primaryKey(),
  packs: jsonb('packs').$type<BoxPack[]>(),
});

/** The recipes (their packing fingerprint) every `box_contents` row was computed with: one row. */
export const boxContentsBasis = pgTable('box_contents_basis', {
  id: boolean('id').primaryKey().default(true),
  recipes: text('recipes').notNull(),
});
