import { describe, expect, it } from 'vitest';
import addonsRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/addons';
import planRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/index';
import quoteRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/quote';
import rescheduleRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/reschedule';
import { subscriptions } from '@/server/db/schema';
import { firstDeliveryOptions, shopToday } from '@/domain/delivery-schedule';
import { eq } from 'drizzle-orm';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { deliveryInPrep } from '../helpers/schedule-dates';
import { useTestDatabase } from '../helpers/test-db';
import { clockNow } from '@/server/clock';
import { AWKWARD_DAYS, atShopDate } from '../helpers/clock';

atShopDate(AWKWARD_DAYS.thanksgivingWeek);

interface Plan {
  sku: string;
  box_price: number;
  price_per_week: number;
  weeks_of_food: number;
  max_weeks_of_food: number;
  recipes: { fresh: string[]; dry: string[] };
  addons: Array<{ sku: string; quantity: number; frequency: number; in_next_box: boolean }>;
  next_box: { subtotal: number; tax: number; total: number; lines: Array<{ sku: string }> };
}

describe('changing a plan: recipes, box size and extras', () => {
  const database = useTestDatabase({ seed: true });
  const callAddons = useRoute(addonsRoute);
  const callPlan = useRoute(planRoute);
  const callQuote = useRoute(quoteRoute);
  const callReschedule = useRoute(rescheduleRoute);
  const path = (id: number, tail = '') => `/api/v3/subscriptions/${id}/${tail}`;
  const putAddons = (id: number, token: string | undefined, body: unknown) =>
    callAddons<Plan>({
      method: 'PUT',
      url: path(id, 'addons/'),
      params: { subscriptionId: String(id) },
      token,
      body,
    });
  const putPlan = (id: number, token: string | undefined, body: unknown) =>
    callPlan<Plan>({
      method: 'PUT',
      url: path(id),
      params: { subscriptionId: String(id) },
      token,
      body,
    });

  it('adds two jars every other box: the next box includes them and its total rises', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db(), { state: 'CA' });
    const before = await callPlan<Plan>({
      method: 'GET',
      url: path(subscription.id),
      params: { subscriptionId: String(subscription.id) },
      token,
    });
    const after = await putAddons(subscription.id, token, {
      addons: [{ sku: 'ZOOMIES01', quantity: 2, frequency: 2 }],
    });
    expect(after.status).toBe(200);
    expect(after.json.addons).toEqual([
      expect.objectContaining({ sku: 'ZOOMIES01', quantity: 2, frequency: 2, in_next_box: true }),
    ]);
    expect(after.json.next_box.subtotal).toBe(before.json.next_box.subtotal + 2 * 2499);
    expect(after.json.next_box.total).toBeGreaterThan(before.json.next_box.total);
    expect(after.json.next_box.tax).toBeGreaterThan(0);
  });

  it('uses quantity 1 and every box when they are left out, and removes extras left off the list', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    const added = await putAddons(subscription.id, token, { addons: [{ sku: 'BELLYRUBS01' }] });
    expect(added.json.addons).toEqual([
      expect.objectContaining({ sku: 'BELLYRUBS01', quantity: 1, frequency: 1 }),
    ]);
    const removed = await putAddons(subscription.id, token, { addons: [] });
    expect(removed.json.addons).toEqual([]);
  });

  it.each([
    [{ sku: 'ZOOMIES01', quantity: 0 }, 'addons[0].quantity'],
    [{ sku: 'ZOOMIES01', quantity: 7 }, 'addons[0].quantity'],
    [{ sku: 'ZOOMIES01', quantity: 2.5 }, 'addons[0].quantity'],
    [{ sku: 'ZOOMIES01', frequency: 3 }, 'addons[0].frequency'],
    [{ sku: 'NOT-A-THING' }, 'addons[0].sku'],
  ])('answers 400 for %j', async (addon, field) => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    const response = await putAddons(subscription.id, token, { addons: [addon] });
    expect(response.status).toBe(400);
    expect(response.json).toHaveProperty([field]);
    const [row] = await database
      .db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(row!.addons).toEqual([]);
  });

  it('answers 400 for the same extra twice and for a missing list', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    const twice = await putAddons(subscription.id, token, {
      addons: [{ sku: 'ZOOMIES01' }, { sku: 'ZOOMIES01', quantity: 2 }],
    });
    expect(twice.status).toBe(400);
    expect(twice.json).toHaveProperty(['addons[1].sku']);
    expect((await putAddons(subscription.id, token, {})).status).toBe(400);
  });

  it('extras added after the box went into prep start with the box after', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db(), {
      nextDeliveryDate: deliveryInPrep(),
    });
    const response = await putAddons(subscription.id, token, {
      addons: [{ sku: 'ZOOMIES01', quantity: 1, frequency: 1 }],
    });
    expect(response.status).toBe(200);
    expect(response.json.addons[0]!.in_next_box).toBe(false);
  });

  it('an edit after moving the box to the earliest date offered changes the box shown', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    // The first date the API takes, from the earliest a kitchen could make a box on.
    let movedTo: string | undefined;
    for (const date of firstDeliveryOptions(shopToday(clockNow()))) {
      const moved = await callReschedule({
        method: 'PUT',
        url: path(subscription.id, 'reschedule/'),
        params: { subscriptionId: String(subscription.id) },
        token,
        body: { next_delivery_date: date },
      });
      if (moved.status === 200) {
        movedTo = date;
        break;
      }
    }
    expect(movedTo).toBeDefined();
    const after = await putAddons(subscription.id, token, {
      addons: [{ sku: 'ZOOMIES01', quantity: 1, frequency: 1 }],
    });
    expect(after.status).toBe(200);
    expect(after.json.addons[0]!.in_next_box).toBe(true);
    expect(after.json.next_box.lines.map((line) => line.sku)).toContain('ZOOMIES01');
  });

  it('changes recipes and quotes the price first without saving', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    const body = { recipes: { fresh: ['chicken', 'turkey'], dry: [] } };
    const quote = await callQuote<Plan>({
      method: 'POST',
      url: path(subscription.id, 'quote/'),
      params: { subscriptionId: String(subscription.id) },
      token,
      body,
    });
    expect(quote.status).toBe(200);
    expect(quote.json.recipes.fresh).toEqual(['chicken', 'turkey']);
    const [unchanged] = await database
      .db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(unchanged!.sku).toBe(subscription.sku);
    const saved = await putPlan(subscription.id, token, body);
    expect(saved.status).toBe(200);
    expect(saved.json.sku).toBe(quote.json.sku);
    expect(saved.json.price_per_week).toBe(quote.json.price_per_week);
  });

  it.each([
    [{ recipes: { fresh: [], dry: [] } }, 'recipes.fresh'],
    [{ recipes: { fresh: ['chicken'], dry: ['baked-chicken'] } }, 'recipes.dry'],
    [{ recipes: { fresh: ['pizza'], dry: [] } }, 'recipes.fresh'],
    [{ recipes: { fresh: ['lamb'], dry: [] } }, 'recipes.fresh'],
    [{ weeks_of_food: 0 }, 'weeks_of_food'],
    [{ weeks_of_food: 9 }, 'weeks_of_food'],
  ])('answers 400 for the plan change %j', async (body, field) => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    const response = await putPlan(subscription.id, token, body);
    expect(response.status).toBe(400);
    expect(response.json).toHaveProperty([field]);
  });

  it('changes how often boxes come: a smaller box for fewer weeks, at the same weekly price', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    const two = await putPlan(subscription.id, token, { weeks_of_food: 2 });
    const one = await putPlan(subscription.id, token, { weeks_of_food: 1 });
    expect(one.status).toBe(200);
    expect(one.json.weeks_of_food).toBe(1);
    expect(one.json.box_price).toBe(one.json.price_per_week);
    expect(one.json.price_per_week).toBe(two.json.price_per_week);
  });

  it('refuses another customer’s subscription and callers without a token', async () => {
    const owner = await createSubscribedCustomer(database.db());
    const other = await createSubscribedCustomer(database.db());
    const id = owner.subscription.id;
    const body = { addons: [{ sku: 'ZOOMIES01' }] };
    expect((await putAddons(id, other.token, body)).status).toBe(404);
    expect((await putAddons(id, undefined, body)).status).toBe(401);
    expect((await putPlan(id, other.token, { weeks_of_food: 1 })).status).toBe(404);
    const peek = await callPlan({
      method: 'GET',
      url: path(id),
      params: { subscriptionId: String(id) },
      token: other.token,
    });
    expect(peek.status).toBe(404);
    const [row] = await database.db().select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row!.addons).toEqual([]);
    expect(row!.weeksOfFood).toBe(2);
  });
});
