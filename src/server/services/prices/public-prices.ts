import { clockNow } from '@/server/clock';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { nextPhase } from '@/env/server';
import { STARTING_PRICES } from '@/domain/catalog/starting-prices';
import { shopToday } from '@/domain/delivery-schedule';
import { nextPriceChangeAfter, priceSheet, type PriceSheet } from '@/domain/price-book';
import { fromShopInput } from '@/domain/shop-time';
import { getDb } from '@/server/db/client';
import { listPriceEntries } from '../catalog/catalog-repository';

/**
 * The longest a public page with prices is kept before it is regenerated (seconds). Every web
 * instance keeps its own copy of a statically generated page, and only the instance that took the
 * owner's request revalidates at once; within this time every other one has read the new
 * schedule, and a change is always scheduled at least a week ahead.
 */
export const PRICE_PAGE_MAX_AGE_S = 3600;

export interface PublicPrices {
  sheet: PriceSheet;
  /** getStaticProps' `revalidate`: never past the first moment of the next price change. */
  revalidate: number;
}

/**
 * Seconds from `now` until the shop's day `day` begins, so a page regenerated with it is stale
 * from the first moment of a price change (the next request renders the new price), capped.
 */
export function secondsUntilDay(day: string | null, now: Date): number {
  if (!day) return PRICE_PAGE_MAX_AGE_S;
  const starts = Date.parse(fromShopInput(`${day}T00:00`)!);
  const seconds = Math.ceil((starts - now.getTime()) / 1000);
  return Math.max(1, Math.min(PRICE_PAGE_MAX_AGE_S, seconds));
}

/**
 * The prices the public pages show (recipe pages, listings, meal plans, the quiz's extras): those
 * in force today, read from the price table through the catalogue's cache. `next build` renders
 * the pages before the release migrates the database, so a build prints the starting prices and
 * asks to be regenerated at once: the first request after a deploy renders from the table.
 */
export async function publicPrices(now = clockNow()): Promise<PublicPrices> {
  const today = shopToday(now);
  if (nextPhase() === PHASE_PRODUCTION_BUILD)
    return { sheet: priceSheet(STARTING_PRICES, today), revalidate: 1 };
  const entries = await listPriceEntries(getDb());
  return {
    sheet: priceSheet(entries, today),
    revalidate: secondsUntilDay(nextPriceChangeAfter(entries, today), now),
  };
}
