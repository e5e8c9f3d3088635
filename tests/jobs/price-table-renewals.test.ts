import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { firstDeliveryOptions, addDays, nextDeliveryAfter } from '@/domain/delivery-schedule';
import { chargeDay } from '@/domain/renewal-schedule';
import { schedulePriceChange } from '@/server/admin/prices-admin';
import { orderItems, orders, outboxEmails, subscriptions } from '@/server/db/schema';
import {
  customerNoticeJob,
  priceChangeNoticesJob,
  type JobDependencies,
} from '@/server/jobs/job-handlers';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { runFannedOut, sentCount } from '../helpers/fan-out';
import { createStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

/** Noon (Eastern) on a shop day: the time every step of this journey runs at. */
const noon = (day: string) => new Date(`${day}T17:00:00Z`);

/**
 * A price scheduled in the price table (issue 35) reaches the next renewal charged on or after its
 * first day, with the price-change notice before it; a box charged earlier keeps its amounts.
 */
describe('a scheduled price rise and the renewals around it', () => {
  const database = useTestDatabase({ seed: true });
  const deps = (at: Date): Omit<JobDependencies, 'enqueue'> => ({
    db: database.db(),
    provider: () => getPaymentProvider(database.db()),
    transport: () => async () => undefined,
    clock: () => at,
    enqueueEmail: async () => undefined,
  });

  it('charges the old price before the change, the new one from its day, with notice', async () => {
    const db = database.db();
    const first = firstDeliveryOptions('2031-03-03')[0]!;
    const subscribed = await createSubscribedCustomer(db, { nextDeliveryDate: first });
    await saveCardOnFile(db, subscribed.customer.id, 'pm_card_visa');
    const owner = await createStaff(db, { role: 'owner' });
    const run = (day: string) =>
      runRenewals(db, getPaymentProvider(db), noon(day), { customerId: subscribed.customer.id });
    const planLines = async () =>
      db
        .select({ orderId: orders.id, total: orders.totalCents, unit: orderItems.unitCents })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(and(eq(orders.customerId, subscribed.customer.id), eq(orderItems.productType, 'FR')))
        .orderBy(asc(orders.id));

    // The first renewal, at today's price.
    const firstCharge = chargeDay(first);
    await run(firstCharge);
    const [before] = await planLines();
    expect(before).toBeDefined();

    // On that day an owner raises chicken from the next box's charge day (two weeks on).
    const second = nextDeliveryAfter(first, subscribed.subscription.weeksOfFood);
    const secondCharge = chargeDay(second);
    await schedulePriceChange(
      db,
      { staffId: owner.id, role: 'owner', email: owner.email },
      { kind: 'recipe', item: 'chicken', amount_cents: 600, effective_from: secondCharge },
      noon(firstCharge),
    );
    const [plan] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscribed.subscription.id));
    expect(plan!.nextDeliveryDate).toBe(second);

    // The daily notice finds the box once it is within its window, well before the charge.
    const noticeDay = addDays(second, -14);
    expect(noticeDay <= addDays(secondCharge, -7)).toBe(true);
    const { results } = await runFannedOut(
      deps(noon(noticeDay)),
      priceChangeNoticesJob,
      customerNoticeJob,
    );
    expect(sentCount(results)).toBe(1);
    const [notice] = await db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.to, subscribed.customer.email), eq(outboxEmails.kind, 'price_change')),
      );
    expect(notice!.text).toContain(`$${(before!.total / 100).toFixed(2)}`);

    // The second renewal charges the new price; the first order keeps what it recorded.
    await run(secondCharge);
    const [kept, after] = await planLines();
    expect(kept).toEqual(before);
    expect(after!.unit).toBeGreaterThan(before!.unit);
    // 600 / 520 of the old price per 1,000 kcal, within rounding to whole cents per day.
    expect(Math.abs(after!.unit - Math.round((before!.unit * 600) / 520))).toBeLessThanOrEqual(
      7 * subscribed.subscription.weeksOfFood,
    );
    expect(notice!.text).toContain(`$${(after!.total / 100).toFixed(2)}`);
  });
});
