import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import actionRoute from '@/pages/api/admin/customers/[customerId]/subscriptions/[subscriptionId]/[action]';
import quoteRoute from '@/pages/api/admin/customers/[customerId]/subscriptions/[subscriptionId]/quote';
import { auditLog, pets } from '@/server/db/schema';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

interface PlanView {
  sku: string;
  plan_type: string;
  recipes: { fresh: string[]; dry: string[] };
  price_per_week: number;
  addons: { sku: string; quantity: number; frequency: number }[];
}

describe('recipes, portion and extras changed from the console', () => {
  const database = useTestDatabase({ seed: true });
  const act = useRoute(actionRoute);
  const quote = useRoute(quoteRoute);
  let support: CreatedStaff;
  let fulfilment: CreatedStaff;
  let plan: Awaited<ReturnType<typeof createSubscribedCustomer>>;
  beforeAll(async () => {
    const db = database.db();
    [support, fulfilment] = await Promise.all([
      createStaff(db, { role: 'support' }),
      createStaff(db, { role: 'fulfilment' }),
    ]);
    plan = await createSubscribedCustomer(db);
    // Beef is what the pup must not eat: adding it needs the owner's acknowledgement.
    await db
      .update(pets)
      .set({ allergies: ['beef'] })
      .where(eq(pets.id, plan.pet.id));
  });
  const params = (action?: string, customerId = plan.customer.id) => ({
    customerId: String(customerId),
    subscriptionId: String(plan.subscription.id),
    ...(action ? { action } : {}),
  });
  const call = (action: string, body: unknown, token = support.token, customerId?: number) =>
    act<PlanView & Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/customers/${customerId ?? plan.customer.id}/subscriptions/${plan.subscription.id}/${action}/`,
      params: params(action, customerId),
      body,
      token,
    });
  const priceOf = (body: unknown, token = support.token, customerId?: number) =>
    quote<{ price_per_week: number; sku: string } & Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/customers/${customerId ?? plan.customer.id}/subscriptions/${plan.subscription.id}/quote/`,
      params: params(undefined, customerId),
      body,
      token,
    });
  const audits = (action: string) =>
    database
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, support.id), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id));

  it('quotes recipes and portion without saving or auditing anything', async () => {
    const recipes = await priceOf({ recipes: { fresh: ['chicken', 'turkey'], dry: [] } });
    expect(recipes.status).toBe(200);
    expect(recipes.json.sku).toContain('turkey');
    const half = await priceOf({ plan_type: 'half_fresh' });
    expect(half.status).toBe(200);
    expect(half.json.price_per_week).toBeGreaterThan(0);
    expect((await priceOf({ plan_type: 'raw' })).status).toBe(400);
    expect((await priceOf({ recipes: { fresh: ['caviar'], dry: [] } })).status).toBe(400);
    expect(await audits('subscription.plan')).toEqual([]);
  });

  it('changes recipes with the customer’s rules: allergens need consent; audited before and after', async () => {
    const beef = await call('plan', { recipes: { fresh: ['chicken', 'beef'], dry: [] } });
    expect(beef.status).toBe(400);
    expect(beef.json['recipes.fresh']).toEqual([expect.stringMatching(/beef/i)]);
    const tooMany = await call('plan', {
      recipes: { fresh: ['chicken', 'turkey', 'pork', 'beef', 'lamb'], dry: [] },
      allergen_acknowledged: true,
    });
    expect(tooMany.status).toBe(400);
    const quoted = await priceOf({ recipes: { fresh: ['chicken', 'beef'], dry: [] } });
    const saved = await call('plan', {
      recipes: { fresh: ['chicken', 'beef'], dry: [] },
      allergen_acknowledged: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.recipes.fresh.sort()).toEqual(['beef', 'chicken']);
    expect(saved.json.price_per_week).toBe(quoted.json.price_per_week);
    const [row] = await audits('subscription.plan');
    expect(row).toMatchObject({
      targetType: 'subscription',
      targetId: String(plan.subscription.id),
      before: expect.objectContaining({ sku: plan.subscription.sku }),
      after: expect.objectContaining({ sku: saved.json.sku }),
    });
  });

  it('switches a fresh plan to half portions at the quoted price', async () => {
    const quoted = await priceOf({ plan_type: 'half_fresh' });
    const saved = await call('plan', { plan_type: 'half_fresh' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      plan_type: 'half_fresh',
      price_per_week: quoted.json.price_per_week,
    });
    const back = await call('plan', { plan_type: 'FR' });
    expect(back.json.plan_type).toBe('FR');
  });

  it('adds, changes and removes extras (1–6, every or every other box), audited', async () => {
    const added = await call('extras', {
      addons: [
        { sku: 'DENTALCHEWS-S', quantity: 2, frequency: 1 },
        { sku: 'ZOOMIES01', quantity: 1, frequency: 2 },
      ],
    });
    expect(added.status).toBe(200);
    expect(added.json.addons).toEqual([
      expect.objectContaining({ sku: 'DENTALCHEWS-S', quantity: 2, frequency: 1 }),
      expect.objectContaining({ sku: 'ZOOMIES01', quantity: 1, frequency: 2 }),
    ]);
    const [audit] = await audits('subscription.extras');
    expect(audit).toMatchObject({
      before: expect.objectContaining({ addons: [] }),
      after: expect.objectContaining({
        addons: [
          { sku: 'DENTALCHEWS-S', quantity: 2, frequency: 1 },
          { sku: 'ZOOMIES01', quantity: 1, frequency: 2 },
        ],
      }),
    });
    const tooMany = await call('extras', {
      addons: [{ sku: 'DENTALCHEWS-S', quantity: 7, frequency: 1 }],
    });
    expect(tooMany.status).toBe(400);
    expect(
      (await call('extras', { addons: [{ sku: 'X', quantity: 1, frequency: 3 }] })).status,
    ).toBe(400);
    // Jerky made of beef: the pup's allergen again needs consent.
    const jerky = await call('extras', {
      addons: [{ sku: 'JERKYSTRIPS-BE', quantity: 1, frequency: 1 }],
    });
    expect(jerky.status).toBe(400);
    const removed = await call('extras', { addons: [] });
    expect(removed.json.addons).toEqual([]);
  });

  it('refuses customers, fulfilment staff, no token and another customer’s plan', async () => {
    const body = { plan_type: 'half_fresh' };
    expect((await call('plan', body, plan.token)).status).toBe(403);
    expect((await priceOf(body, plan.token)).status).toBe(403);
    expect((await call('extras', { addons: [] }, fulfilment.token)).status).toBe(403);
    expect((await priceOf(body, fulfilment.token)).status).toBe(403);
    expect((await priceOf(body, '')).status).toBe(401);
    const other = await createSubscribedCustomer(database.db());
    expect((await call('plan', body, support.token, other.customer.id)).status).toBe(404);
    expect((await priceOf(body, support.token, other.customer.id)).status).toBe(404);
  });
});
