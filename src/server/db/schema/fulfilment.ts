import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    packedAt: timestamp('packed_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shipments_order_pet_idx').on(table.orderId, table.petId),
    index('shipments_status_idx').on(table.status),
  ],
);

export type ShipmentRow = typeof shipments.$inferSelect;
