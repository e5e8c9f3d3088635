import { boolean, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';
import type { GuaranteedAnalysis, Ingredient } from '@/domain/catalog/recipes-data';

export const recipes = pgTable('recipes', {
  key: text('key').primaryKey(),
  kind: text('kind', { enum: ['fresh', 'dry'] }).notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  tagline: text('tagline').notNull(),
  description: text('description').notNull(),
  kcalPerKg: integer('kcal_per_kg').notNull(),
  centsPer1000Kcal: integer('cents_per_1000_kcal').notNull(),
  allergens: text('allergens').array().notNull(),
  ingredients: jsonb('ingredients').$type<Ingredient[]>().notNull(),
  analysis: jsonb('analysis').$type<GuaranteedAnalysis>().notNull(),
  rank: integer('rank').notNull(),
  /** A feature flag that must be on for the recipe to be offered. */
  flag: text('flag'),
  isActive: boolean('is_active').notNull().default(true),
});

export const addonProducts = pgTable('addon_products', {
  sku: text('sku').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  productType: text('product_type', { enum: ['TR', 'SP'] }).notNull(),
  container: text('container', { enum: ['bag', 'jar'] }).notNull(),
  description: text('description').notNull(),
  size: text('size').notNull(),
  priceCents: integer('price_cents').notNull(),
  /** Allergy keys from the product's ingredients, as recipes have them. */
  allergens: text('allergens').array().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
});

// The CHECK that a row has the amount of its type, and only that (offers_amount_matches_type),
// is made by the money-amounts migration's hand-written part, after it copied the old amounts.
export const offers = pgTable('offers', {
  /** Stored upper-case; codes are matched case-insensitively. */
  code: text('code').primaryKey(),
  category: text('category', { enum: ['MARKETING', 'REACTIVATION'] }).notNull(),
  type: text('type', {
    enum: ['DOLLAR_AMOUNT', 'PERCENT_AMOUNT', 'CATEGORY_PERCENT_AMOUNT'],
  }).notNull(),
  /** DOLLAR_AMOUNT: the cents off (the other types: null). */
  amountCents: integer('amount_cents'),
  /** The percent types: basis points off, 0 to 10,000 (DOLLAR_AMOUNT: null). */
  percentBps: integer('percent_bps'),
  /**
   * Legacy: dollars or percent to two decimals, as rows were kept before the two columns above
   * (the money-amounts migration copied every row into them exactly). Nothing reads or writes
   * it; a later release drops it, once no instance of the old code can be running.
   */
  legacyAmount: numeric('amount', { precision: 10, scale: 2 }),
  productCategory: text('product_category'),
  /** Redeemable from this moment; null: at once. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Discounted boxes in all, across customers; null: no limit. */
  maxUses: integer('max_uses'),
  /** Times one customer may redeem the code; null: no limit. */
  maxUsesPerCustomer: integer('max_uses_per_customer'),
  /** FIRST_BOX: the first box (or the next, for a welcome-back code); EVERY_BOX: every box. */
  appliesTo: text('applies_to', { enum: ['FIRST_BOX', 'EVERY_BOX'] })
    .notNull()
    .default('FIRST_BOX'),
  /** Discounted boxes so far (a first order or a renewal each count one). */
  uses: integer('uses').notNull().default(0),
  createdAt: stampedAt('created_at'),
});

export type RecipeRow = typeof recipes.$inferSelect;
export type AddonRow = typeof addonProducts.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
