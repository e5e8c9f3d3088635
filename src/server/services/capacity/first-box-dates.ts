import { clockNow } from '@/server/clock';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { carts } from '@/server/db/schema';
import { earliestDelivery, FIRST_DELIVERY_CHOICES, shopToday } from '@/domain/delivery-schedule';
import { freeDeliveryDays } from './capacity-service';

export interface FirstBoxDatesView {
  /** The dates a first box may arrive on, earliest first: full days left out. */
  delivery_dates: string[];
}

/**
 * GET /api/v3/customers/{id}/delivery_dates/: the first box's dates for the caller's cart, one
 * slot per pup in it (at least one, for a cart still empty).
 */
export async function firstBoxDeliveryDates(
  db: Database,
  customerId: number,
  today = shopToday(clockNow()),
): Promise<FirstBoxDatesView> {
  const [cart] = await db
    .select({ subscriptions: carts.subscriptions })
    .from(carts)
    .where(eq(carts.customerId, customerId));
  const pups = Math.max(1, Object.keys(cart?.subscriptions ?? {}).length);
  return { delivery_dates: await firstBoxDays(db, today, pups) };
}

/** The days a first box of `pups` boxes may arrive on, earliest first: full days left out. */
export function firstBoxDays(db: Database, today: string, pups: number): Promise<string[]> {
  return freeDeliveryDays(db, earliestDelivery(today), FIRST_DELIVERY_CHOICES, pups);
}
