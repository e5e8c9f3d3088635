import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import applyRoute from '@/pages/api/admin/subscriptions/bulk/index';
import previewRoute from '@/pages/api/admin/subscriptions/bulk/preview';
import { nextDeliveryAfter, rescheduleOptions, shopToday } from '@/domain/delivery-schedule';
import { clockNow } from '@/server/clock';
import { auditLog, deliveryDayCapacity, subscriptions } from '@/server/db/schema';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

interface Preview {
  action: string;
  plans: number;
  changes: Array<{ id: number; email: string; from: string; to: string | null }>;
  refused: Array<{ id: number; reason: string; text: string }>;
  emails: { name: string; count: number; to: string[] } | null;
  failed?: Array<{ id: number; code: string }>;
}

describe('bulk plan actions from the console', () => {
  const database = useTestDatabase({ seed: true });
  const preview = useRoute(previewRoute);
  const apply = useRoute(applyRoute);
  let support: CreatedStaff;
  let fulfilment: CreatedStaff;
  let plans: Array<Awaited<ReturnType<typeof createSubscribedCustomer>>>;
  let ids: number[];

  beforeAll(async () => {
    const db = database.db();
    [support, fulfilment] = await Promise.all([
      createStaff(db, { role: 'support' }),
      createStaff(db, { role: 'fulfilment' }),
    ]);
    plans = await Promise.all([1, 2, 3, 4].map(() => createSubscribedCustomer(db)));
    ids = plans.map((plan) => plan.subscription.id);
    await db.update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.id, ids[3]!));
  });

  const post = <T = Preview>(route: typeof preview, body: unknown, token = support.token) =>
    route<T & Record<string, unknown>>({ method: 'POST', body, token });
  const nextDates = async () =>
    new Map(
      (
        await database
          .db()
          .select({ id: subscriptions.id, next: subscriptions.nextDeliveryDate })
          .from(subscriptions)
          .where(inArray(subscriptions.id, ids))
      ).map((row) => [row.id, row.next]),
    );
  const audits = (action: string) =>
    database
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, support.id), eq(auditLog.action, action)));

  it('previews a skip without changing anything: how many, new dates, who cannot and why', async () => {
    const before = await nextDates();
    const answer = await post(preview, { action: 'skip', subscription_ids: [ids[0], ids[3]] });
    expect(answer.status).toBe(200);
    expect(answer.json.plans).toBe(1);
    expect(answer.json.changes).toEqual([
      expect.objectContaining({
        id: ids[0],
        email: plans[0]!.customer.email,
        from: before.get(ids[0]!),
        to: nextDeliveryAfter(before.get(ids[0]!)!, 2),
      }),
    ]);
    expect(answer.json.refused).toEqual([
      expect.objectContaining({ id: ids[3], reason: 'not_active' }),
    ]);
    expect(answer.json.emails).toBeNull();
    expect(await nextDates()).toEqual(before);
    expect(await audits('subscription.skip')).toEqual([]);
  });

  it('applies a skip once per plan, audited per plan, and a double submit acts once', async () => {
    const before = await nextDates();
    const body = {
      action: 'skip',
      subscription_ids: [ids[0], ids[1], ids[3]],
      idempotency_key: 'bulk-skip-0001',
    };
    const [first, second] = [await post(apply, body), await post(apply, body)];
    expect(first.status).toBe(200);
    expect(first.json.plans).toBe(2);
    expect(second.json).toEqual(first.json);
    const after = await nextDates();
    expect(after.get(ids[0]!)).toBe(nextDeliveryAfter(before.get(ids[0]!)!, 2));
    expect(after.get(ids[1]!)).toBe(nextDeliveryAfter(before.get(ids[1]!)!, 2));
    expect(after.get(ids[3]!)).toBe(before.get(ids[3]!));
    const perPlan = await audits('subscription.skip');
    expect(perPlan.map((row) => Number(row.targetId)).sort()).toEqual([ids[0], ids[1]].sort());
    expect(await audits('subscriptions.bulk_skip')).toHaveLength(1);
    const reused = await post(apply, { ...body, subscription_ids: [ids[2]] });
    expect(reused.status).toBe(409);
    expect(reused.json.code).toBe('idempotency_key_reused');
  });

  it('moves only as many plans as the kitchen has room for and says which could not', async () => {
    const db = database.db();
    const from = (await nextDates()).get(ids[0]!)!;
    expect((await nextDates()).get(ids[1]!)).toBe(from);
    const target = rescheduleOptions(shopToday(clockNow()), from).find((date) => date > from)!;
    await db.insert(deliveryDayCapacity).values({ deliveryDate: target, boxes: 1 });
    const body = {
      action: 'move',
      subscription_ids: [ids[0], ids[1]],
      params: { next_delivery_date: target },
    };
    const seen = await post(preview, body);
    expect(seen.json.plans).toBe(1);
    expect(seen.json.refused).toEqual([
      expect.objectContaining({ id: ids[1], reason: 'day_full' }),
    ]);
    const done = await post(apply, { ...body, idempotency_key: 'bulk-move-0001' });
    expect(done.status).toBe(200);
    expect(done.json.changes.map((change) => change.id)).toEqual([ids[0]]);
    const after = await nextDates();
    expect([after.get(ids[0]!), after.get(ids[1]!)]).toEqual([target, from]);
  });

  it('names the emails a cancel sends before it sends them', async () => {
    const answer = await post(preview, {
      action: 'cancel',
      subscription_ids: [ids[2], ids[3]],
      params: { reason: 'Too expensive' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.plans).toBe(2);
    expect(answer.json.emails).toEqual({
      name: 'Plan cancelled confirmation',
      count: 2,
      to: [plans[2]!.customer.email, plans[3]!.customer.email],
    });
  });

  it('refuses bad input (400) and staff without customers.act or customers (403)', async () => {
    const bad = [
      { action: 'explode', subscription_ids: [ids[0]] },
      { action: 'skip', subscription_ids: [] },
      { action: 'skip', subscription_ids: [0] },
      { action: 'move', subscription_ids: [ids[0]] },
      { action: 'move', subscription_ids: [ids[0]], params: { next_delivery_date: 'soon' } },
      { action: 'cancel', subscription_ids: [ids[0]], params: { reason: 'no' } },
      { action: 'skip', subscription_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    ];
    for (const body of bad) expect([body, (await post(preview, body)).status]).toEqual([body, 400]);
    expect((await post(apply, { action: 'skip', subscription_ids: [ids[0]] })).status).toBe(400);
    const body = { action: 'skip', subscription_ids: [ids[0]], idempotency_key: 'bulk-forbidden' };
    expect((await post(preview, body, fulfilment.token)).status).toBe(403);
    expect((await post(apply, body, fulfilment.token)).status).toBe(403);
    expect((await post(apply, body, plans[0]!.token)).status).toBe(403);
    expect((await apply({ method: 'POST', body })).status).toBe(401);
    expect((await apply({ method: 'GET', token: support.token })).status).toBe(405);
  });
});
