import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  fulfilmentTallies,
  orderItems,
  orders,
  subscriptions,
} from '@/server/db/schema';
import { addDays } from '@/domain/delivery-schedule';
import { packBox, shipBox } from '@/server/services/fulfilment/shipment-service';
import {
  dateCounts,
  foldPiledTallies,
  foldTallies,
  pickTallies,
} from '@/server/services/fulfilment/fulfilment-tallies';
import {
  cancelSubscription,
  pauseSubscription,
  resumeSubscription,
  skipNextDelivery,
} from '@/server/services/subscriptions/schedule-service';
import { createRenewedCustomer } from '../../factories/renewal-orders';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { SHIPPING } from '../../helpers/checkout-fixtures';
import { drift, recountDates, recountPickList } from '../../helpers/fulfilment-recount';
import {
  createForecastDate,
  createRenewedBox,
  forecastDeliveryDay,
  pastDeliveryDay,
} from '../../helpers/fulfilment-fixtures';
import { settleBoxContents } from '@/server/services/fulfilment/box-contents-tallies';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

/**
 * The tallies the triggers keep must always be what counting the tables gives: after each change
 * below (made through the services where there is one, by SQL where there is none), no date,
 * tally or key differs from the database's recount, and the console's reads of them answer what
 * the counting queries they replaced answered.
 */
describe('fulfilment tallies', () => {
  const database = useTestDatabase({ seed: true });
  const past = pastDeliveryDay();
  const future = forecastDeliveryDay();
  const from = addDays(past, -30);
  let packer: CreatedStaff;

  beforeAll(async () => {
    packer = await createStaff(database.db(), { role: 'fulfilment' });
    // Contents recorded from here on: writers through the services count boxes per recipe, ones
    // by SQL alone leave them open (fulfilment-pick-tallies.test.ts checks the pick list's answer).
    await settleBoxContents(database.db());
  });

  const sorted = <T>(list: T[]) =>
    [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

  /** No drift, and the reads answer what counting answers, on every date there is. */
  async function expectTrue() {
    const db = database.db();
    expect(await drift(db)).toEqual([]);
    const counted = await recountDates(db, from);
    expect(await dateCounts(db, { from }, 1000, 0)).toEqual(counted);
    for (const { delivery_date: day } of counted as Array<{ delivery_date: string }>) {
      const [kept, recount] = await Promise.all([pickTallies(db, day), recountPickList(db, day)]);
      expect(sorted(kept.plans)).toEqual(sorted(recount.plans));
      expect(kept.addons).toEqual(recount.addons);
      expect(sorted(kept.forecastPlans)).toEqual(sorted(recount.forecastPlans));
      expect(sorted(kept.forecastAddons)).toEqual(sorted(recount.forecastAddons));
    }
    return counted as Array<{ delivery_date: string; boxes: number; forecast: number }>;
  }

  const onDay = (counted: Awaited<ReturnType<typeof expectTrue>>, day: string) =>
    counted.find((row) => row.delivery_date === day);

  it('counts a box the renewal job charged, and its plan’s next box as forecast', async () => {
    const renewed = await createRenewedBox(database.db(), past);
    const counted = await expectTrue();
    expect(onDay(counted, past)?.boxes).toBe(1);
    const [plan] = await database
      .db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, renewed.subscription.id));
    expect(onDay(counted, plan!.nextDeliveryDate)?.forecast).toBe(1);
  });

  it('counts a forecast plan and a paid box on one date', async () => {
    await createForecastDate(database.db(), future);
    expect(onDay(await expectTrue(), future)).toMatchObject({ boxes: 1, forecast: 1 });
  });

  it('follows a box as it is packed and shipped', async () => {
    const db = database.db();
    const renewed = await createRenewedBox(db, past);
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, renewed.customer.id), eq(orders.kind, 'renewal')));
    const box = { orderId: order!.id, petId: renewed.pet.id };
    const actor = { staffId: packer.id };
    await packBox(db, box, actor);
    expect(onDay(await expectTrue(), past)).toMatchObject({ packed: 1 });
    await shipBox(db, box, actor, { carrier: 'ups', tracking_number: '1Z999AA10123456784' });
    expect(onDay(await expectTrue(), past)).toMatchObject({ packed: 0, shipped: 1 });
  });

  it('follows plans skipped, paused, resumed and cancelled by their customers', async () => {
    const db = database.db();
    const day = addDays(future, 7);
    const plan = await createSubscribedCustomer(db, {
      nextDeliveryDate: day,
      addons: [{ sku: 'ZOOMIES01', quantity: 2, frequency: 2, product_type: 'SP', start_cycle: 1 }],
    });
    const { id: customerId } = plan.customer;
    const { id } = plan.subscription;
    expect(onDay(await expectTrue(), day)?.forecast).toBe(1);
    await skipNextDelivery(db, customerId, id, {});
    expect(onDay(await expectTrue(), day)).toBeUndefined();
    await pauseSubscription(db, customerId, id);
    await expectTrue();
    await resumeSubscription(db, customerId, id);
    await expectTrue();
    await cancelSubscription(db, customerId, id, { reason: 'Too much food' });
    await expectTrue();
  });

  it('leaves a plan whose renewal was declined in the forecast', async () => {
    const declined = await createRenewedCustomer(database.db(), {
      card: 'pm_card_chargeDeclined',
    });
    expect(declined.order.status).toBe('payment_failed');
    expect(onDay(await expectTrue(), declined.order.deliveryDate)?.forecast).toBeGreaterThan(0);
  });

  it('follows an order of two pups with add-ons through any change of status, date and lines', async () => {
    const db = database.db();
    const two = await createSubscribedCustomer(db, { nextDeliveryDate: addDays(future, 14) });
    const [order] = await db
      .insert(orders)
      .values({
        customerId: two.customer.id,
        kind: 'first_box',
        status: 'processing',
        subtotalCents: 23000,
        totalCents: 23000,
        shippingAddress: { ...SHIPPING },
        deliveryDate: future,
      })
      .returning();
    const line = (sku: string, productType: string, productName: string, quantity = 1) => ({
      orderId: order!.id,
      petId: productType === 'TR' ? null : two.pet.id,
      sku,
      productType,
      productName,
      quantity,
      unitCents: 1000,
      totalCents: 1000 * quantity,
    });
    await db
      .insert(orderItems)
      .values([
        line('FR_1200_10_chicken_0', 'FR', 'Biscuit’s 2-week plan'),
        line('DY_900_10_0_baked-beef', 'DY', 'Pepper’s 4-week plan'),
        line('JERKYSTRIPS-CH', 'TR', 'Chicken Jerky Strips', 3),
      ]);
    await expectTrue();
    const change = async (set: Partial<typeof orders.$inferInsert>) => {
      await db.update(orders).set(set).where(eq(orders.id, order!.id));
      return expectTrue();
    };
    expect(onDay(await change({ status: 'paid' }), future)?.boxes).toBe(3);
    await change({ deliveryDate: addDays(future, 1) });
    await db
      .update(orderItems)
      .set({ quantity: 5 })
      .where(and(eq(orderItems.orderId, order!.id), eq(orderItems.productType, 'TR')));
    await expectTrue();
    await db
      .delete(orderItems)
      .where(and(eq(orderItems.orderId, order!.id), eq(orderItems.productType, 'DY')));
    await expectTrue();
    await change({ status: 'failed' });
    await change({ status: 'paid', deliveryDate: future });
    await db.delete(orders).where(eq(orders.id, order!.id));
    await expectTrue();
  });

  it('follows a plan’s edits by SQL and a paid renewal box that is paid no more', async () => {
    const db = database.db();
    const renewed = await createRenewedBox(db, past);
    await db
      .update(subscriptions)
      .set({
        sku: 'FR_1300_10_beef_0',
        weeksOfFood: 4,
        cycle: 7,
        addons: [{ sku: 'DENTALCHEWS-S', quantity: 3, frequency: 1, product_type: 'TR' }],
      })
      .where(eq(subscriptions.id, renewed.subscription.id));
    await expectTrue();
    // The plan goes back to the box just ordered, then that box's payment goes.
    await db
      .update(subscriptions)
      .set({ nextDeliveryDate: past })
      .where(eq(subscriptions.id, renewed.subscription.id));
    await expectTrue();
    await db
      .update(orders)
      .set({ status: 'payment_failed' })
      .where(eq(orders.subscriptionId, renewed.subscription.id));
    expect(onDay(await expectTrue(), past)?.forecast).toBeGreaterThan(0);
  });

  it('takes back everything of a customer whose account is removed', async () => {
    const db = database.db();
    const renewed = await createRenewedBox(db, past);
    await db.delete(customers).where(eq(customers.id, renewed.customer.id));
    await expectTrue();
  });

  it('reads never write; the tallies job folds piled-up rows into one per key, sums unchanged', async () => {
    const db = database.db();
    const plan = await createSubscribedCustomer(db, { nextDeliveryDate: addDays(future, 21) });
    for (let turn = 0; turn < 120; turn++)
      await db
        .update(subscriptions)
        .set({ status: turn % 2 === 0 ? 'paused' : 'active' })
        .where(eq(subscriptions.id, plan.subscription.id));
    const rowCount = async () =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(fulfilmentTallies))[0]!.n;
    const before = await rowCount();
    // expectTrue reads every date from `from` on, and leaves the rows as they are.
    const counted = await expectTrue();
    expect(await rowCount()).toBe(before);

    // The job folds the piled-up date, and only dates that piled up.
    expect(await foldPiledTallies(db, from)).toBe(1);
    expect(await rowCount()).toBeLessThan(before);
    expect(await foldPiledTallies(db, from)).toBe(0);
    await foldTallies(db, '2000-01-01', null);
    const keys = await db
      .selectDistinct({
        day: fulfilmentTallies.deliveryDate,
        tally: fulfilmentTallies.tally,
        key: fulfilmentTallies.key,
      })
      .from(fulfilmentTallies);
    expect(await rowCount()).toBe(keys.length);
    expect(await expectTrue()).toEqual(counted);
  });
});
