import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import applyRoute from '@/pages/api/admin/subscriptions/bulk/index';
import previewRoute from '@/pages/api/admin/subscriptions/bulk/preview';
import { auditLog, customers, offers, outboxEmails, subscriptions } from '@/server/db/schema';
import { listSubscriptions } from '@/server/services/subscriptions/subscriptions-service';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

interface Answer {
  plans: number;
  changes: Array<{ id: number; email: string; from: string; to: string | null; note: string }>;
  refused: Array<{ id: number; reason: string }>;
  emails: { name: string; count: number; to: string[] } | null;
  failed?: Array<{ id: number; code: string }>;
}

describe('bulk "apply an offer" from the console', () => {
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
    // The third plan is paused; the fourth carries a welcome-back offer of its own already.
    await db.update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.id, ids[2]!));
    await db
      .update(subscriptions)
      .set({ offerCode: 'COMEBACK30' })
      .where(eq(subscriptions.id, ids[3]!));
    await db.insert(offers).values([
      {
        code: 'ALWAYS10',
        category: 'MARKETING',
        type: 'PERCENT_AMOUNT',
        percentBps: 1000,
        appliesTo: 'EVERY_BOX',
      },
      {
        code: 'ONELEFT',
        category: 'MARKETING',
        type: 'DOLLAR_AMOUNT',
        amountCents: 500,
        maxUses: 5,
        uses: 4,
      },
    ]);
  });

  const post = (route: typeof preview, body: unknown, token: string | undefined = support.token) =>
    route<Answer & Record<string, unknown>>({ method: 'POST', body, token });
  const offerCodes = async () =>
    new Map(
      (
        await database
          .db()
          .select({ id: subscriptions.id, code: subscriptions.offerCode })
          .from(subscriptions)
          .where(inArray(subscriptions.id, ids))
      ).map((row) => [row.id, row.code]),
    );
  const audits = (action: string) =>
    database
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, support.id), eq(auditLog.action, action)));
  const body = (code: string, subscriptionIds = ids) => ({
    action: 'offer',
    subscription_ids: subscriptionIds,
    params: { offer_code: code },
  });

  it('previews which plans’ next boxes get the offer and who is emailed, changing nothing', async () => {
    const before = await offerCodes();
    const answer = await post(preview, body('save20'));
    expect(answer.status).toBe(200);
    expect(answer.json.plans).toBe(2);
    expect(answer.json.changes.map((change) => [change.id, change.to === change.from])).toEqual([
      [ids[0], true],
      [ids[1], true],
    ]);
    expect(answer.json.changes[0]!.note).toMatch(/^SAVE20 comes off the box of \d{4}-\d\d-\d\d\.$/);
    expect(answer.json.refused).toEqual([
      expect.objectContaining({ id: ids[2], reason: 'not_active' }),
      expect.objectContaining({ id: ids[3], reason: 'has_offer' }),
    ]);
    expect(answer.json.emails).toEqual({
      name: 'Offer on your next box',
      count: 2,
      to: [plans[0]!.customer.email, plans[1]!.customer.email],
    });
    expect(await offerCodes()).toEqual(before);
    expect(await audits('subscription.offer')).toEqual([]);
  });

  it('applies it once per plan: the next box is discounted, audited per plan, the customer emailed', async () => {
    const db = database.db();
    const request = { ...body('SAVE20'), idempotency_key: 'bulk-offer-0001' };
    const [first, second] = [await post(apply, request), await post(apply, request)];
    expect(first.status).toBe(200);
    expect(first.json.plans).toBe(2);
    expect(first.json.failed).toEqual([]);
    expect(second.json).toEqual(first.json);
    const codes = await offerCodes();
    expect([
      codes.get(ids[0]!),
      codes.get(ids[1]!),
      codes.get(ids[2]!),
      codes.get(ids[3]!),
    ]).toEqual(['SAVE20', 'SAVE20', null, 'COMEBACK30']);
    const [view] = await listSubscriptions(db, plans[0]!.customer.id, ids[0]);
    expect(view!.next_box.discount).toBe(2000);
    const perPlan = await audits('subscription.offer');
    expect(perPlan.map((row) => Number(row.targetId)).sort()).toEqual([ids[0], ids[1]].sort());
    expect(perPlan[0]!.after).toMatchObject({
      input: { offer_code: 'SAVE20' },
      next_box_discount: 2000,
    });
    expect(await audits('subscriptions.bulk_offer')).toHaveLength(1);
    const [customer] = await db
      .select()
      .from(customers)
      .where(eq(customers.id, plans[0]!.customer.id));
    const mail = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, customer!.email), eq(outboxEmails.kind, 'notice')));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`An offer on ${view!.pet_name}’s next box: $20.00 off`);
    expect(mail[0]!.text).toContain('The boxes after it are charged as before.');
    // Applied again (another request): each plan now carries an offer, and keeps it.
    const again = await post(apply, {
      ...body('SAVE20', [ids[0]!]),
      idempotency_key: 'bulk-offer-0002',
    });
    expect(again.json.refused).toEqual([
      expect.objectContaining({ id: ids[0], reason: 'has_offer' }),
    ]);
  });

  it('gives an offer with few uses left to only as many plans as it has uses', async () => {
    const db = database.db();
    await db.update(subscriptions).set({ offerCode: null }).where(inArray(subscriptions.id, ids));
    const answer = await post(preview, body('ONELEFT', [ids[0]!, ids[1]!]));
    expect(answer.json.plans).toBe(1);
    expect(answer.json.refused).toEqual([
      expect.objectContaining({ id: ids[1], reason: 'offer_used_up' }),
    ]);
  });

  it('refuses offers the customers’ own paths would not put on a plan, and bad input, with 400', async () => {
    const referrer = plans[0]!.customer.id;
    const [{ code: referral } = { code: null }] = await database
      .db()
      .select({ code: customers.referralCode })
      .from(customers)
      .where(eq(customers.id, referrer));
    const bulkAudits = (await audits('subscriptions.bulk_offer')).length;
    const refusedCodes = ['NOPE', 'SUMMER2025', 'FIRST100', 'COMEBACK30', 'ALWAYS10', 'bad code!'];
    if (referral) refusedCodes.push(referral);
    for (const code of refusedCodes) {
      const answer = await post(preview, body(code));
      expect([code, answer.status]).toEqual([code, 400]);
      expect(answer.json).toHaveProperty('offer_code');
    }
    expect((await post(preview, { action: 'offer', subscription_ids: [ids[0]] })).status).toBe(400);
    expect((await post(apply, body('SAVE20'))).status).toBe(400);
    expect(await audits('subscriptions.bulk_offer')).toHaveLength(bulkAudits);
  });

  it('is for staff who act on customers: 401 signed out, 403 fulfilment or a customer', async () => {
    const request = { ...body('SAVE20'), idempotency_key: 'bulk-offer-forbidden' };
    expect((await post(preview, request, fulfilment.token)).status).toBe(403);
    expect((await post(apply, request, fulfilment.token)).status).toBe(403);
    expect((await post(apply, request, plans[0]!.token)).status).toBe(403);
    expect((await apply({ method: 'POST', body: request })).status).toBe(401);
  });
});
