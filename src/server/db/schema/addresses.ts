import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';
import { customers } from './customers';

/** The customer's delivery address (one per customer). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    zipCode: text('zip_code').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    // Carriers deliver and price differently to homes and businesses; frozen boxes need someone at home.
    isResidential: boolean('is_residential').notNull().default(true),
    updatedAt: stampedAt('updated_at'),
  },
  // Staff find a customer by phone whatever its punctuation: the digits only, exact.
  (table) => [
    index('addresses_phone_digits_idx').on(sql`regexp_replace(${table.phone}, '[^0-9]', '', 'g')`),
    // The console's lists filter by state (one of 48: a few per cent of customers each).
    index('addresses_state_customer_idx').on(table.state, table.customerId),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
