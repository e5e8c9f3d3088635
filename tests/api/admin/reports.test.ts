import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import reportsRoute from '@/pages/api/admin/reports';
import type { ReportView } from '@/contracts/admin/reports';
import { report } from '@/server/admin/reports/reports';
import { creditEntries, orders, refunds, subscriptions } from '@/server/db/schema';
import { priceSku } from '@/domain/sku-pricing';
import { availableRecipes } from '@/server/services/catalog/available-recipes';
import { listActiveRecipes } from '@/server/services/catalog/catalog-repository';
import { serverFlags } from '@/server/services/catalog/server-flags';
import { createBoxOnItsWay, createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { createStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';
import type { Database } from '@/server/db/client';

// The clock of the report: Sep 15, 2020, noon in New York. The range is June 1-14, 2020.
const NOW = new Date('2020-09-15T16:00:00Z');
const RANGE = { from: '2020-06-01', to: '2020-06-14' };
const at = (iso: string) => new Date(iso);

async function firstBox(
  db: Database,
  customerId: number,
  petId: number,
  paidAt: string,
  cents: number,
) {
  const order = await createBoxOnItsWay(db, customerId, petId, '2020-06-20');
  await db
    .update(orders)
    .set({ kind: 'first_box', totalCents: cents, createdAt: at(paidAt) })
    .where(eq(orders.id, order.id));
  return order;
}

describe('the reports', () => {
  const database = useTestDatabase({ seed: true });
  const call = useRoute(reportsRoute);

  it('lets owner and support read it, not fulfilment or anyone signed out', async () => {
    const db = database.db();
    const [owner, support, fulfilment] = await Promise.all([
      createStaff(db, { role: 'owner' }),
      createStaff(db, { role: 'support' }),
      createStaff(db, { role: 'fulfilment' }),
    ]);
    const url = '/api/admin/reports/?preset=last_7_days';
    expect((await call({ url })).status).toBe(401);
    expect((await call({ url, token: fulfilment.token })).status).toBe(403);
    for (const staff of [owner, support]) {
      const answer = await call<ReportView>({ url, token: staff.token });
      expect(answer.status).toBe(200);
      expect(answer.json.range.days).toBe(7);
      expect(answer.json.renewals).toHaveLength(14);
    }
  });

  it.each([
    ['preset=yesterday', 'preset'],
    ['from=2020-06-01', 'to'],
    ['from=2020-06-10&to=2020-06-01', 'to'],
    ['from=2019-01-01&to=2020-01-02', 'to'],
    ['from=06/01/2020&to=2020-06-02', 'from'],
    ['preset=this_month&from=2020-06-01&to=2020-06-02', 'preset'],
    ['preset=this_month&preset=last_7_days', 'preset'],
  ])('answers ?%s with 400 on %s', async (queryString, field) => {
    const support = await createStaff(database.db(), { role: 'support' });
    const answer = await call({ url: `/api/admin/reports/?${queryString}`, token: support.token });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json)).toContain(field);
  });

  it('adds up money, plans, churn, retention by signup week and renewals due', async () => {
    const db = database.db();
    const before = await report(db, RANGE, NOW);
    const agent = await createStaff(db, { role: 'support' });

    // A: signed up June 2, still on; next box Sep 19, charged on Sep 15 (today).
    const a = await createSubscribedCustomer(db, { nextDeliveryDate: '2020-09-19' });
    await db
      .update(subscriptions)
      .set({ createdAt: at('2020-06-02T15:00:00Z') })
      .where(eq(subscriptions.id, a.subscription.id));
    const aBox = await firstBox(db, a.customer.id, a.pet.id, '2020-06-02T15:00:00Z', 5000);
    // B: signed up June 3, cancelled July 10 (five whole weeks later).
    const b = await createSubscribedCustomer(db, { nextDeliveryDate: '2020-10-20' });
    await db
      .update(subscriptions)
      .set({
        status: 'cancelled',
        createdAt: at('2020-06-03T15:00:00Z'),
        updatedAt: at('2020-07-10T15:00:00Z'),
      })
      .where(eq(subscriptions.id, b.subscription.id));
    await firstBox(db, b.customer.id, b.pet.id, '2020-06-03T15:00:00Z', 7000);
    // C: on since January (first box then), cancelled June 10.
    const c = await createSubscribedCustomer(db, { nextDeliveryDate: '2020-10-20' });
    await db
      .update(subscriptions)
      .set({
        status: 'cancelled',
        createdAt: at('2020-01-02T15:00:00Z'),
        updatedAt: at('2020-06-10T15:00:00Z'),
      })
      .where(eq(subscriptions.id, c.subscription.id));
    await firstBox(db, c.customer.id, c.pet.id, '2020-01-02T15:00:00Z', 9900);
    // A's box: 15.00 back to the card, 5.00 back as credit; 10.00 credit granted; 3.00 spent.
    // A card refund made a minute after the range ends (00:01 on June 15 in New York) is out.
    const refund = (key: string, cents: number, destination: 'card' | 'credit', when: string) => ({
      orderId: aBox.id,
      staffId: agent.id,
      amountCents: cents,
      destination,
      reason: 'test',
      status: 'succeeded' as const,
      idempotencyKey: key,
      createdAt: at(when),
    });
    await db
      .insert(refunds)
      .values([
        refund('r1', 1500, 'card', '2020-06-05T15:00:00Z'),
        refund('r2', 500, 'credit', '2020-06-05T15:00:00Z'),
        refund('r3', 800, 'card', '2020-06-15T04:01:00Z'),
      ]);
    const entry = (kind: 'refund' | 'grant' | 'debit', cents: number, when: string) => ({
      customerId: a.customer.id,
      kind,
      amountCents: cents,
      createdAt: at(when),
    });
    await db
      .insert(creditEntries)
      .values([
        entry('refund', 500, '2020-06-05T15:00:00Z'),
        entry('grant', 1000, '2020-06-06T15:00:00Z'),
        entry('debit', -300, '2020-06-07T15:00:00Z'),
        entry('grant', 700, '2020-05-31T15:00:00Z'),
      ]);

    const { json, status } = await call<ReportView>({
      url: `/api/admin/reports/?from=${RANGE.from}&to=${RANGE.to}`,
      token: agent.token,
    });
    expect(status).toBe(200);
    expect(json.money).toEqual({ gross: 12_000, refunds: 1_500, credit_given: 1_500, net: 9_000 });

    const after = await report(db, RANGE, NOW);
    expect(after.money).toEqual(json.money);
    // Live on June 1: C only (A and B started later, the seed's plans later still); C's
    // cancellation is the churn: 1 of 1.
    expect(before.plans.live_at_start).toBe(0);
    expect(after.plans).toEqual({
      active: before.plans.active + 1,
      paused: before.plans.paused,
      cancelled: before.plans.cancelled + 2,
      started_in_range: before.plans.started_in_range + 2,
      cancelled_in_range: before.plans.cancelled_in_range + 1,
      live_at_start: 1,
      churn_bps: 10_000,
    });
    expect(after.retention).toEqual([
      { week: '2020-06-01', customers: 2, after_4: 2, after_8: 1, after_12: 1 },
    ]);

    const recipes = availableRecipes(await listActiveRecipes(db, '2020-09-15'), {
      ...serverFlags(),
      SHOW_LAMB: true,
    });
    const priced = priceSku(a.subscription.sku, recipes, 2)!;
    expect(after.recurring.active_plans).toBe(before.recurring.active_plans + 1);
    expect(after.recurring.weekly).toBe(before.recurring.weekly + priced.price_per_week);
    expect(after.recurring.monthly).toBe(Math.round((after.recurring.weekly * 52) / 12));
    expect(after.renewals[0]).toEqual({ date: '2020-09-15', count: 1, amount: priced.box_price });
    expect(after.renewals.slice(1).every((day) => day.count === 0)).toBe(true);
  });
});
