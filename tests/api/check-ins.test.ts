import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import checkInRoute from '@/pages/api/v3/customers/[id]/pets/[petId]/check_in/index';
import quoteRoute from '@/pages/api/v3/customers/[id]/pets/[petId]/check_in/quote';
import planRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/index';
import { orders, pets, subscriptions } from '@/server/db/schema';
import { nextDeliveryAfter } from '@/domain/delivery-schedule';
import { chargeDay } from '@/domain/renewal-schedule';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { saveCardOnFile } from '../factories/payment-methods';
import { ageInMonths, dailyCalories } from '@/domain/nutrition';
import { parsePlanSku } from '@/domain/plan-sku';
import { createSignedInCustomer } from '../factories/customers';
import { BISCUIT } from '../factories/pets';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { deliveryInPrep } from '../helpers/schedule-dates';
import { useTestDatabase } from '../helpers/test-db';
import { clockNow } from '@/server/clock';
import { AWKWARD_DAYS, atShopDate } from '../helpers/clock';

atShopDate(AWKWARD_DAYS.leapDay);

interface Portion {
  kcalories_per_day: number;
  fresh_grams_per_day: number;
  price_per_week: number;
  box_price: number;
}
interface Quote {
  daily_kcalories: number;
  previous_daily_kcalories: number;
  plan: { now: Portion; next: Portion; changes_from: string | null } | null;
}

describe('weight and body check-ins', () => {
  const database = useTestDatabase({ seed: true });
  const quoteCall = useRoute(quoteRoute);
  const confirmCall = useRoute(checkInRoute);
  const planCall = useRoute(planRoute);
  const call =
    (which: 'quote' | 'confirm', customerId: number, petId: number, token: string) =>
    (body: unknown) =>
      (which === 'quote' ? quoteCall : confirmCall)<Quote & Record<string, string[]>>({
        method: 'POST',
        url: `/api/v3/customers/${customerId}/pets/${petId}/check_in/${which === 'quote' ? 'quote/' : ''}`,
        params: { id: String(customerId), petId: String(petId) },
        token,
        body,
      });
  const plan = async (id: number, token: string) =>
    (
      await planCall<Portion & { sku: string }>({
        url: `/api/v3/subscriptions/${id}/`,
        params: { subscriptionId: String(id) },
        token,
      })
    ).json;

  it('previews the new calories, portion and price, and only confirming changes the plan', async () => {
    const { customer, token, pet, subscription } = await createSubscribedCustomer(database.db());
    const body = { weight_lb: 36, body_condition: 'a_little_heavy' };
    const before = await plan(subscription.id, token);

    const preview = await call('quote', customer.id, pet.id, token)(body);
    expect(preview.status).toBe(200);
    const expected = dailyCalories({
      weightLb: 36,
      activityLevel: BISCUIT.activity_level,
      isNeutered: BISCUIT.is_neutered,
      ageMonths: ageInMonths(BISCUIT.birth_year, BISCUIT.birth_month, clockNow()),
      bodyCondition: 'a_little_heavy',
    });
    expect(preview.json.daily_kcalories).toBe(expected);
    expect(preview.json.previous_daily_kcalories).toBe(pet.kcalories_per_day);
    expect(preview.json.plan!.now.price_per_week).toBe(before.price_per_week);
    expect(preview.json.plan!.next.kcalories_per_day).toBe(expected);
    expect(preview.json.plan!.next.fresh_grams_per_day).toBeGreaterThan(
      preview.json.plan!.now.fresh_grams_per_day,
    );
    expect(preview.json.plan!.changes_from).toBe(subscription.nextDeliveryDate);
    // A preview saves nothing.
    expect(await plan(subscription.id, token)).toEqual(before);

    const confirmed = await call('confirm', customer.id, pet.id, token)(body);
    expect(confirmed.status).toBe(200);
    const after = await plan(subscription.id, token);
    expect(after.kcalories_per_day).toBe(preview.json.plan!.next.kcalories_per_day);
    expect(after.price_per_week).toBe(preview.json.plan!.next.price_per_week);
    expect(after.box_price).toBe(preview.json.plan!.next.box_price);
    const [row] = await database.db().select().from(pets).where(eq(pets.id, pet.id));
    expect(row).toMatchObject({ weightLb: '36.00', bodyCondition: 'a_little_heavy' });
  });

  it('refuses bad input per field and other customers', async () => {
    const { customer, token, pet } = await createSubscribedCustomer(database.db());
    const quote = call('quote', customer.id, pet.id, token);
    const zero = await quote({ weight_lb: 0, body_condition: 'just_right' });
    expect(zero.status).toBe(400);
    expect(zero.json.weight_lb).toHaveLength(1);
    const shape = await quote({ weight_lb: 30, body_condition: 'chunky' });
    expect(shape.status).toBe(400);
    expect(shape.json.body_condition).toHaveLength(1);
    const text = await quote({ weight_lb: 'heavy', body_condition: 'just_right' });
    expect(text.status).toBe(400);
    expect(text.json).toHaveProperty(['weight_lb']);

    const stranger = await createSignedInCustomer(database.db());
    const body = { weight_lb: 30, body_condition: 'just_right' };
    expect((await call('confirm', customer.id, pet.id, stranger.token)(body)).status).toBe(403);
    expect((await call('quote', stranger.customer.id, pet.id, stranger.token)(body)).status).toBe(
      404,
    );
    expect((await call('quote', customer.id, pet.id, '')(body)).status).toBe(401);
  });

  it('past the cut-off, applies from the box after the one being packed', async () => {
    const db = database.db();
    const due = deliveryInPrep();
    const packing = await createSubscribedCustomer(db, { nextDeliveryDate: due });
    const body = { weight_lb: 36, body_condition: 'a_little_heavy' };
    const confirm = call('confirm', packing.customer.id, packing.pet.id, packing.token);
    const late = await confirm(body);
    expect(late.status).toBe(200);
    const boxAfter = nextDeliveryAfter(due, packing.subscription.weeksOfFood);
    expect(late.json.plan!.changes_from).toBe(boxAfter);
    const [waiting] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, packing.subscription.id));
    // The box being packed keeps its portion; the new one waits for the plan to move on.
    expect(waiting!.sku).toBe(packing.subscription.sku);
    expect(waiting!.pendingSku).not.toBeNull();
    expect(waiting!.pendingSku).not.toBe(packing.subscription.sku);

    // A recipe change meanwhile keeps the waiting portion, and the portion keeps the recipes.
    const recipes = await planCall({
      method: 'PUT',
      url: `/api/v3/subscriptions/${packing.subscription.id}/`,
      params: { subscriptionId: String(packing.subscription.id) },
      token: packing.token,
      body: { recipes: { fresh: ['chicken', 'turkey'], dry: [] } },
    });
    expect(recipes.status).toBe(200);
    const waitingKcal = parsePlanSku(waiting!.pendingSku!)!.kcalPerDay;

    await saveCardOnFile(db, packing.customer.id, 'pm_card_visa');
    await runRenewals(db, getPaymentProvider(db), new Date(`${chargeDay(due)}T17:00:00Z`));
    const [moved] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, packing.subscription.id));
    expect(moved).toMatchObject({ nextDeliveryDate: boxAfter, pendingSku: null });
    expect(parsePlanSku(moved!.sku)).toMatchObject({
      kcalPerDay: waitingKcal,
      selection: { fresh: ['chicken', 'turkey'], dry: [] },
    });
    const [charged] = await db
      .select()
      .from(orders)
      .where(eq(orders.customerId, packing.customer.id));
    expect(charged!.deliveryDate).toBe(due);
  });
});
