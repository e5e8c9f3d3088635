import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import actionRoute from '@/pages/api/admin/customers/[customerId]/subscriptions/[subscriptionId]/[action]';
import termsRoute from '@/pages/api/admin/customers/[customerId]/subscriptions/[subscriptionId]/reactivation-terms';
import { auditLog, renewalConsents, subscriptions } from '@/server/db/schema';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { saveCardOnFile } from '../../factories/payment-methods';
import { useRoute } from '../../helpers/call-route';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';
import type { SubscriptionView } from '@/contracts/subscriptions';

type Plan = Awaited<ReturnType<typeof createSubscribedCustomer>>;

describe('support does what the customer can: frequency, pause until, reactivate', () => {
  const database = useTestDatabase({ seed: true });
  const act = useRoute(actionRoute);
  const readTerms = useRoute(termsRoute);
  const { support, owner, fulfilment } = useStaffRoles(database);
  const call = (plan: Plan, action: string, body: unknown, token: string | null = support.token) =>
    act<SubscriptionView & Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/customers/${plan.customer.id}/subscriptions/${plan.subscription.id}/${action}/`,
      params: {
        customerId: String(plan.customer.id),
        subscriptionId: String(plan.subscription.id),
        action,
      },
      body,
      token: token ?? undefined,
      headers: { 'user-agent': 'Console test browser' },
    });
  const audits = (action: string, targetId: number) =>
    database
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
      .orderBy(desc(auditLog.id));

  it('is for support and owners: 401 signed out, 403 for fulfilment, and nothing changes', async () => {
    const plan = await createSubscribedCustomer(database.db());
    expect((await call(plan, 'frequency', { weeks_of_food: 1 }, null)).status).toBe(401);
    expect((await call(plan, 'frequency', { weeks_of_food: 1 }, fulfilment.token)).status).toBe(
      403,
    );
    expect((await call(plan, 'pause', {}, fulfilment.token)).status).toBe(403);
    expect((await call(plan, 'reactivate', {}, fulfilment.token)).status).toBe(403);
    const [row] = await database
      .db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, plan.subscription.id));
    expect(row).toMatchObject({ status: 'active', weeksOfFood: 2 });
    expect(await audits('subscription.frequency', plan.subscription.id)).toEqual([]);
  });

  it('changes how often boxes come, with the customer’s rules, audited', async () => {
    const plan = await createSubscribedCustomer(database.db());
    for (const body of [
      {},
      { weeks_of_food: 'often' },
      { weeks_of_food: 0 },
      { weeks_of_food: 1.5 },
    ])
      expect((await call(plan, 'frequency', body)).status).toBe(400);
    // More weeks than one box holds: the plan change's own rule.
    expect((await call(plan, 'frequency', { weeks_of_food: 99 })).status).toBe(400);
    const changed = await call(plan, 'frequency', { weeks_of_food: 1 }, owner.token);
    expect(changed.status).toBe(200);
    expect(changed.json.weeks_of_food).toBe(1);
    const [audit] = await audits('subscription.frequency', plan.subscription.id);
    expect(audit).toMatchObject({
      staffId: owner.id,
      targetType: 'subscription',
      before: expect.objectContaining({ weeks_of_food: 2 }),
      after: expect.objectContaining({ weeks_of_food: 1 }),
    });
  });

  it('pauses until a date: the first box back is on it, the plan says so, audited', async () => {
    const plan = await createSubscribedCustomer(database.db());
    // A date the server offers for this plan (its clock, not the test machine's).
    const first = await call(plan, 'skip', { delivery_date: '2000-01-04' });
    const until = first.json.delivery_options.at(-1)!;
    for (const body of [{ until: 'next week' }, { until: '2000-01-04' }, { until: '2999-01-05' }]) {
      const refused = await call(plan, 'pause', body);
      expect(refused.status).toBe(400);
      expect(refused.json).toHaveProperty('until');
    }
    const paused = await call(plan, 'pause', { until });
    expect(paused.status).toBe(200);
    expect(paused.json).toMatchObject({
      status: 'paused',
      next_delivery_date: until,
      resume_on: until,
    });
    const [audit] = await audits('subscription.pause', plan.subscription.id);
    expect(audit).toMatchObject({
      staffId: support.id,
      before: expect.objectContaining({ status: 'active', resume_on: null }),
      after: expect.objectContaining({ status: 'paused', resume_on: until }),
    });
    // Resumed by hand: no date left behind for the daily job.
    const resumed = await call(plan, 'resume', {});
    expect(resumed.json).toMatchObject({ status: 'active', resume_on: null });
  });

  it('reactivates a cancelled plan once the customer agrees, recording who took the consent', async () => {
    const db = database.db();
    const plan = await createSubscribedCustomer(db);
    await db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelReason: 'Too much food' })
      .where(eq(subscriptions.id, plan.subscription.id));
    expect((await call(plan, 'reactivate', {})).status).toBe(400);
    expect((await call(plan, 'reactivate', { renewal_terms_accepted: false })).status).toBe(400);
    // The customer's rule: no card on file, no restart.
    const noCard = await call(plan, 'reactivate', { renewal_terms_accepted: true });
    expect(noCard.status).toBe(422);
    expect(noCard.json.code).toBe('invalid_payment_method');
    await saveCardOnFile(db, plan.customer.id);
    // The agent reads out the very words the consent will hold.
    const terms = await readTerms<{ terms_text: string }>({
      url: `/api/admin/customers/${plan.customer.id}/subscriptions/${plan.subscription.id}/reactivation-terms/`,
      params: {
        customerId: String(plan.customer.id),
        subscriptionId: String(plan.subscription.id),
      },
      token: support.token,
    });
    expect(terms.status).toBe(200);
    expect(terms.json.terms_text).toMatch(/cancel/i);
    const back = await call(plan, 'reactivate', { renewal_terms_accepted: true });
    expect(back.status).toBe(200);
    expect(back.json.status).toBe('active');
    const [consent] = await db
      .select()
      .from(renewalConsents)
      .where(eq(renewalConsents.subscriptionId, plan.subscription.id));
    expect(consent).toMatchObject({
      termsText: terms.json.terms_text,
      source: 'reactivation',
      userAgent: `Console, staff #${support.id}: Console test browser`,
    });
    const [audit] = await audits('subscription.reactivate', plan.subscription.id);
    expect(audit).toMatchObject({
      before: expect.objectContaining({ status: 'cancelled' }),
      after: expect.objectContaining({ status: 'active' }),
    });
    // Asked again (a double click): still one restart, one consent.
    expect((await call(plan, 'reactivate', { renewal_terms_accepted: true })).status).toBe(200);
    expect(
      await db
        .select()
        .from(renewalConsents)
        .where(eq(renewalConsents.subscriptionId, plan.subscription.id)),
    ).toHaveLength(1);
  });
});
