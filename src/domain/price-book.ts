import { addDays } from './delivery-schedule';

/**
 * Prices with effective dates (issue 35). Every day is a day on the shop's calendar
 * ('YYYY-MM-DD', see shop-time.ts), so '<' on the strings orders them.
 */
export type PriceItemKind = 'recipe' | 'addon';

export interface PriceItem {
  kind: PriceItemKind;
  /** A recipe's key or an add-on's sku. */
  item: string;
}

export interface PriceEntry extends PriceItem {
  /** Cents per 1,000 kcal for a recipe, per unit for an add-on. */
  amountCents: number;
  /** First day the price is charged. */
  effectiveFrom: string;
}

/**
 * A change must be scheduled at least this many days ahead: the price-change notice
 * (PRICE_NOTICE_LOOKAHEAD_DAYS) then reaches every box it affects a week before its charge. A
 * week and a day: the notice run is daily, and today's may have run before the change was made.
 */
export const MIN_PRICE_NOTICE_DAYS = 8;

const sameItem = (a: PriceItem, b: PriceItem) => a.kind === b.kind && a.item === b.item;

/**
 * The price of `item` in force on `day`: the entry with the latest effective date on or before
 * the day; null when it had no price yet (not on sale). A renewal asks for its charge day, a
 * cart for today; an order already charged keeps the amounts it recorded and never asks again.
 */
export function priceInForce(
  prices: readonly PriceEntry[],
  item: PriceItem,
  day: string,
): number | null {
  let found: PriceEntry | null = null;
  for (const entry of prices) {
    if (!sameItem(entry, item) || entry.effectiveFrom > day) continue;
    if (!found || entry.effectiveFrom > found.effectiveFrom) found = entry;
  }
  return found ? found.amountCents : null;
}

/** Every item's price on `day`, keyed `kind:item` (items without a price yet are left out). */
export function pricesOnDay(prices: readonly PriceEntry[], day: string): Map<string, number> {
  const latest = new Map<string, PriceEntry>();
  for (const entry of prices) {
    if (entry.effectiveFrom > day) continue;
    const key = priceKey(entry);
    const seen = latest.get(key);
    if (!seen || entry.effectiveFrom > seen.effectiveFrom) latest.set(key, entry);
  }
  return new Map([...latest].map(([key, entry]) => [key, entry.amountCents]));
}

export const priceKey = (item: PriceItem) => `${item.kind}:${item.item}`;

/** The first day after `day` on which some price changes, or null when none is scheduled. */
export function nextPriceChangeAfter(prices: readonly PriceEntry[], day: string): string | null {
  let next: string | null = null;
  for (const { effectiveFrom } of prices)
    if (effectiveFrom > day && (next === null || effectiveFrom < next)) next = effectiveFrom;
  return next;
}

/** The earliest day a change may take effect when scheduled on `today`. */
export function earliestPriceChangeDay(today: string): string {
  return addDays(today, MIN_PRICE_NOTICE_DAYS);
}

export type ScheduleRefusal = 'in_the_past' | 'too_soon';

/** Why a change cannot take effect on `day` when scheduled on `today`, or null when it can. */
export function scheduleRefusal(today: string, day: string): ScheduleRefusal | null {
  if (day <= today) return 'in_the_past';
  if (day < earliestPriceChangeDay(today)) return 'too_soon';
  return null;
}

/** A scheduled change can be cancelled until its first day. */
export function isCancellable(entry: Pick<PriceEntry, 'effectiveFrom'>, today: string): boolean {
  return entry.effectiveFrom > today;
}

/** Every item's price on one day, as pages carry it in their props. */
export interface PriceSheet {
  /** Cents per 1,000 kcal, by recipe key. */
  recipes: Record<string, number>;
  /** Cents per unit, by add-on sku. */
  addons: Record<string, number>;
}

export function priceSheet(prices: readonly PriceEntry[], day: string): PriceSheet {
  const sheet: PriceSheet = { recipes: {}, addons: {} };
  for (const [key, cents] of pricesOnDay(prices, day)) {
    const [kind, item] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (kind === 'recipe') sheet.recipes[item] = cents;
    else sheet.addons[item] = cents;
  }
  return sheet;
}

/** Recipes at the sheet's prices; one the sheet does not price is not on sale and left out. */
export function pricedRecipes<T extends { key: string; centsPer1000Kcal: number }>(
  list: readonly T[],
  sheet: PriceSheet,
): T[] {
  return list.flatMap((recipe) => {
    const cents = sheet.recipes[recipe.key];
    return cents === undefined ? [] : [{ ...recipe, centsPer1000Kcal: cents }];
  });
}

/** Add-ons at the sheet's prices; one the sheet does not price is not on sale and left out. */
export function pricedAddons<T extends { sku: string; priceCents: number }>(
  list: readonly T[],
  sheet: Pick<PriceSheet, 'addons'>,
): T[] {
  return list.flatMap((addon) => {
    const cents = sheet.addons[addon.sku];
    return cents === undefined ? [] : [{ ...addon, priceCents: cents }];
  });
}
