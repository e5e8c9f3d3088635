import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, recipes } from '@/server/db/schema';
import { addDays } from '@/domain/delivery-schedule';
import { boxContents } from '@/domain/box-contents';
import { recipePickList } from '@/domain/pick-list';
import type { Database } from '@/server/db/client';
import { packingRecipes } from '@/server/services/fulfilment/box-views';
import {
  recipesFingerprint,
  rememberBoxContents,
  settleBoxContents,
} from '@/server/services/fulfilment/box-contents-tallies';
import { pickList } from '@/server/services/fulfilment/fulfilment-service';
import { foldTallies, recipeTallies } from '@/server/services/fulfilment/fulfilment-tallies';
import { chargeDay } from '@/domain/renewal-schedule';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { saveCardOnFile } from '../../factories/payment-methods';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { SHIPPING } from '../../helpers/checkout-fixtures';
import { drift, recountPickList } from '../../helpers/fulfilment-recount';
import {
  createForecastDate,
  createRenewedBox,
  forecastDeliveryDay,
} from '../../helpers/fulfilment-fixtures';
import { useTestDatabase } from '../../helpers/test-db';

/**
 * The pick list reads trays and bags per recipe from tallies the triggers keep out of the box
 * contents the services record; boxes whose contents are not recorded (yet) stay open and go
 * through the packing rule at read time. Whichever way a box is counted, the tallies never drift
 * from a recount and the pick list answers what running the rule over every plan group of the
 * date (the way it was computed before) answers.
 */
describe('pick list tallies per recipe', () => {
  const database = useTestDatabase({ seed: true });
  const day = forecastDeliveryDay();

  /** The pick list as computed before: the rule over the date's plan groups counted from the tables. */
  async function reference(db: Database, date: string) {
    const [groups, recipeRows] = await Promise.all([recountPickList(db, date), packingRecipes(db)]);
    const ordered = recipePickList(groups.plans as never, recipeRows);
    return {
      recipes: ordered.recipes,
      unpriced: sortedGroups(ordered.unpriced),
      forecast_recipes: recipePickList(groups.forecastPlans as never, recipeRows).recipes,
    };
  }

  const sortedGroups = <T>(list: T[]) =>
    [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

  async function expectSameAnswer() {
    const db = database.db();
    expect(await drift(db)).toEqual([]);
    const [answer, expected] = await Promise.all([pickList(db, day), reference(db, day)]);
    expect({
      recipes: answer.recipes,
      unpriced: sortedGroups(answer.unpriced),
      forecast_recipes: answer.forecast_recipes,
    }).toEqual(expected);
    expect(answer.recipes.length).toBeGreaterThan(0);
    expect(answer.forecast_recipes.length).toBeGreaterThan(0);
    return recipeTallies(db, day);
  }

  /** The open groups the packing rule can price (the others are the date's unpriced boxes). */
  async function pricedOpen(kept: Awaited<ReturnType<typeof recipeTallies>>) {
    const recipeRows = await packingRecipes(database.db());
    return kept.open.filter(
      (group) => boxContents(group.sku, recipeRows, group.weeks_of_food ?? undefined) !== null,
    );
  }

  /** A paid box written by SQL alone, as a script would: nobody records its contents. */
  async function scriptedBox(sku: string, name: string, deliveryDate = day) {
    const db = database.db();
    const plan = await createSubscribedCustomer(db, { nextDeliveryDate: addDays(day, 28) });
    const [order] = await db
      .insert(orders)
      .values({
        customerId: plan.customer.id,
        kind: 'first_box',
        status: 'paid',
        subtotalCents: 9000,
        totalCents: 9000,
        shippingAddress: { ...SHIPPING },
        deliveryDate,
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      petId: plan.pet.id,
      sku,
      productType: sku.slice(0, 2),
      productName: name,
      quantity: 1,
      unitCents: 9000,
      totalCents: 9000,
    });
    return order!;
  }

  const unpricedSku = 'FR_1200_10_nosuchrecipe_0';
  let unpricedOrder: { id: number };

  it('answers from open boxes before any contents are known', async () => {
    const db = database.db();
    // A mixed date: forecast plans, renewed and first boxes, two pups' worth of recipes, a plan
    // that cannot be priced, all before any contents are known.
    await createForecastDate(db, day);
    await createRenewedBox(db, day);
    await scriptedBox('DY_900_10_0_baked-beef', 'Pepper’s 4-week plan');
    unpricedOrder = await scriptedBox(unpricedSku, 'Rex’s 2-week plan');
    const kept = await expectSameAnswer();
    expect(kept.basis).toBeNull();
    expect(kept.packs).toEqual([]);
  });

  it('answers the same once the tallies job recorded the contents', async () => {
    const db = database.db();
    // The tallies job records every open plan's contents and moves its boxes to their packs.
    expect(await settleBoxContents(db)).toBeGreaterThan(0);
    const kept = await expectSameAnswer();
    expect(await pricedOpen(kept)).toEqual([]);
    expect(kept.open).toContainEqual({
      sku: 'FR_1200_10_nosuchrecipe_0',
      weeks_of_food: 2,
      boxes: 1,
    });
    expect(kept.forecastOpen).toEqual([]);
    expect(kept.packs.length).toBeGreaterThan(0);
    expect(await settleBoxContents(db)).toBe(0);
  });

  it('follows writers that record contents, scripts that do not, deletions and folds', async () => {
    const db = database.db();
    // Writers through the services record contents as they write: a renewal of a box size no
    // box had yet orders it counted per recipe, not open.
    const contentsCount = async () =>
      (
        (await db.execute(sql`select count(*)::int as n from box_contents`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n;
    const known = await contentsCount();
    const weekly = await createSubscribedCustomer(db, { nextDeliveryDate: day, weeksOfFood: 1 });
    await saveCardOnFile(db, weekly.customer.id, 'pm_card_visa');
    await runRenewals(db, getPaymentProvider(db), new Date(`${chargeDay(day)}T17:00:00Z`));
    expect(await contentsCount()).toBeGreaterThan(known);
    expect(await pricedOpen(await expectSameAnswer())).toEqual([]);
    await rememberBoxContents(db, [{ sku: 'FR_1300_10_beef_0', weeks: 3 }]);
    await scriptedBox('FR_1300_10_beef_0', 'Ace’s 3-week plan');
    expect(await pricedOpen(await expectSameAnswer())).toEqual([]);

    // A script's box of a plan nobody recorded stays open, and the answer with it.
    await scriptedBox('MX_1100_10_chicken_baked-beef', 'Nell’s 2-week plan');
    expect(await pricedOpen(await expectSameAnswer())).toEqual([
      { sku: 'MX_1100_10_chicken_baked-beef', weeks_of_food: 2, boxes: 1 },
    ]);
    await settleBoxContents(db);
    expect(await pricedOpen(await expectSameAnswer())).toEqual([]);

    // Boxes leave: a paid order deleted, the unpriced one no longer paid; then a fold.
    await db.delete(orders).where(eq(orders.id, unpricedOrder.id));
    const kept = await expectSameAnswer();
    expect(kept.open).not.toContainEqual(expect.objectContaining({ sku: unpricedSku }));
    await foldTallies(db, day, day);
    await expectSameAnswer();
  });

  it('answers from the plan groups when the recipes change, until the job starts over', async () => {
    const db = database.db();
    // A recipe changes: the recorded contents no longer hold, so the pick list runs the rule
    // over the date's plan groups until the job starts the contents over.
    const [beef] = await db.select().from(recipes).where(eq(recipes.key, 'beef'));
    await db
      .update(recipes)
      .set({ kcalPerKg: beef!.kcalPerKg * 2 })
      .where(eq(recipes.key, 'beef'));
    let kept = await expectSameAnswer();
    expect(kept.basis).not.toBe(recipesFingerprint(await packingRecipes(db)));
    await settleBoxContents(db);
    kept = await expectSameAnswer();
    expect(kept.basis).toBe(recipesFingerprint(await packingRecipes(db)));
    expect(await pricedOpen(kept)).toEqual([]);
    const contents = await db.execute(sql`select count(*)::int as n from box_contents`);
    expect((contents as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(0);
  });

  it('settles open boxes into one row per recipe and unit, on past dates too', async () => {
    const db = database.db();
    // Three plans nobody recorded, all chicken trays, on a date the fold no longer reaches: the
    // job's settle must leave the date a row per recipe and unit, not a row per plan and recipe
    // beside the open rows it took back (thousands on a busy date, read by every pick list).
    const past = addDays(day, -60);
    for (const [sku, name] of [
      ['FR_1010_10_chicken_0', 'Ivy’s 2-week plan'],
      ['FR_1110_10_chicken_0', 'Moss’s 2-week plan'],
      ['FR_1210_10_chicken_0', 'Fern’s 3-week plan'],
    ] as const)
      await scriptedBox(sku, name, past);
    expect(await settleBoxContents(db)).toBe(3);
    const kept = await db.execute(sql`
      select tally, count(*)::int as rows, count(distinct key)::int as keys
      from fulfilment_tallies
      where delivery_date = ${past}
        and tally in ('pick', 'pick_open', 'unpriced', 'forecast_pick', 'forecast_pick_open')
      group by tally order by tally
    `);
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([
      { tally: 'pick', rows: 1, keys: 1 },
    ]);
    expect(await drift(db)).toEqual([]);
    const [answer, expected] = await Promise.all([pickList(db, past), reference(db, past)]);
    expect(answer.recipes).toEqual(expected.recipes);
    expect(answer.recipes).toEqual([
      expect.objectContaining({ recipe_key: 'chicken', unit: 'tray' }),
    ]);
  });
});
