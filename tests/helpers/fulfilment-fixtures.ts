import type { Database } from '@/server/db/client';
import { addDays, isDeliveryDay, shopToday } from '@/domain/delivery-schedule';
import { chargeDay } from '@/domain/renewal-schedule';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { saveCardOnFile } from '../factories/payment-methods';
import { createBoxOnItsWay, createSubscribedCustomer } from '../factories/subscriptions';
import { clockNow } from '@/server/clock';

/** The latest delivery day at least `back` days before today: its cut-off is long past. */
export function pastDeliveryDay(back = 2): string {
  let date = addDays(shopToday(clockNow()), -back);
  while (!isDeliveryDay(date)) date = addDays(date, -1);
  return date;
}

/**
 * A delivery day far enough ahead that its cut-off has not passed (a forecast date), and past
 * the next box of a plan renewed on pastDeliveryDay, so only what a test puts there is on it.
 */
export function forecastDeliveryDay(): string {
  let date = addDays(shopToday(clockNow()), 20);
  while (!isDeliveryDay(date)) date = addDays(date, 1);
  return date;
}

/**
 * A real renewal box on `deliveryDate`: a subscribed pup with a Zoomies jar every other box,
 * charged by the renewal job on the box's charge day, so its order and lines are the job's own.
 */
export async function createRenewedBox(db: Database, deliveryDate: string) {
  const subscribed = await createSubscribedCustomer(db, {
    nextDeliveryDate: deliveryDate,
    addons: [{ sku: 'ZOOMIES01', quantity: 2, frequency: 2, product_type: 'SP', start_cycle: 1 }],
  });
  await saveCardOnFile(db, subscribed.customer.id, 'pm_card_visa');
  await runRenewals(db, getPaymentProvider(db), new Date(`${chargeDay(deliveryDate)}T17:00:00Z`));
  return subscribed;
}

/** A plan due on `deliveryDate` and not ordered yet, and a paid box on the same date. */
export async function createForecastDate(db: Database, deliveryDate: string) {
  const forecast = await createSubscribedCustomer(db, { nextDeliveryDate: deliveryDate });
  const ordered = await createSubscribedCustomer(db, {
    nextDeliveryDate: addDays(deliveryDate, 28),
  });
  const order = await createBoxOnItsWay(db, ordered.customer.id, ordered.pet.id, deliveryDate);
  return { forecast, ordered, order };
}
