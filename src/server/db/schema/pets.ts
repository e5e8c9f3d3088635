import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';
import { customers } from './customers';

export const pets = pgTable(
  'pets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    weightLb: numeric('weight_lb', { precision: 6, scale: 2 }).notNull(),
    activityLevel: text('activity_level', { enum: ['low', 'normal', 'high'] }).notNull(),
    isNeutered: boolean('is_neutered').notNull(),
    birthYear: integer('birth_year'),
    birthMonth: integer('birth_month'),
    allergies: text('allergies').array().notNull().default([]),
    /** The owner's last body check-in; null until the first (treated as just right). */
    bodyCondition: text('body_condition', { enum: ['too_thin', 'just_right', 'a_little_heavy'] }),
    weighedAt: timestamp('weighed_at', { withTimezone: true }),
    /** The month ('YYYY-MM') of the last growing-puppy check-in reminder: one a month at most. */
    checkinRemindedMonth: text('checkin_reminded_month'),
    createdAt: stampedAt('created_at'),
  },
  (table) => [index('pets_customer_id_idx').on(table.customerId)],
);

export type PetRow = typeof pets.$inferSelect;
