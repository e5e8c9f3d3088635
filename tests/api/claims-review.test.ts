import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import claimRoute from '@/pages/api/v3/customers/[id]/orders/[orderId]/claims/index';
import listRoute from '@/pages/api/admin/claims/index';
import detailRoute from '@/pages/api/admin/claims/[claimId]/index';
import decisionRoute from '@/pages/api/admin/claims/[claimId]/decision';
import photoRoute from '@/pages/api/admin/claims/[claimId]/photo';
import settingsRoute from '@/pages/api/admin/claims/settings';
import { auditLog, creditEntries, customers, outboxEmails } from '@/server/db/schema';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { createClaimableOrder } from '../helpers/claim-fixtures';
import { pastDeliveryDay } from '../helpers/fulfilment-fixtures';
import { useStaffRoles, type CreatedStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

interface AdminClaim {
  id: number;
  status: string;
  amount: number;
  customer_email: string;
  decline_reason: string | null;
  lines: unknown[];
}

describe('box claims over the limits wait for staff (admin API)', () => {
  const database = useTestDatabase();
  const claimCall = useRoute(claimRoute);
  const list = useRoute(listRoute);
  const detail = useRoute(detailRoute);
  const decide = useRoute(decisionRoute);
  const photo = useRoute(photoRoute);
  const settings = useRoute(settingsRoute);
  const { owner, support, fulfilment } = useStaffRoles(database);

  async function pendingClaim() {
    const db = database.db();
    const subscribed = await createSubscribedCustomer(db);
    const box = await createClaimableOrder(db, {
      customerId: subscribed.customer.id,
      petId: subscribed.pet.id,
      deliveryDate: pastDeliveryDay(2),
    });
    const sent = await claimCall<AdminClaim>({
      method: 'POST',
      url: `/api/v3/customers/${subscribed.customer.id}/orders/${box.order.id}/claims/`,
      params: { id: String(subscribed.customer.id), orderId: String(box.order.id) },
      token: subscribed.token,
      body: { problem: 'late', remedy: 'credit' },
    });
    expect(sent.status).toBe(201);
    return { ...subscribed, claim: sent.json };
  }
  const decideAs = (staff: CreatedStaff, claimId: number, body: unknown) =>
    decide<AdminClaim & Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/claims/${claimId}/decision/`,
      params: { claimId: String(claimId) },
      token: staff.token,
      body,
    });
  const lastAudit = async () =>
    (await database.db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
  const creditOf = async (customerId: number) =>
    (await database.db().select().from(customers).where(eq(customers.id, customerId)))[0]!
      .creditCents;
  const kindsTo = async (to: string) =>
    (await database.db().select().from(outboxEmails).where(eq(outboxEmails.to, to))).map(
      (mail) => mail.kind,
    );

  it('owners set the limits (audited); support may read but not change them', async () => {
    const limits = { max_claims: 0, max_remedy: 5000, period_days: 90, window_days: 14 };
    const put = (staff: CreatedStaff, body: unknown) =>
      settings({ method: 'PUT', url: '/api/admin/claims/settings/', token: staff.token, body });
    expect((await put(support, limits)).status).toBe(403);
    const bad = await put(owner, { ...limits, period_days: 0 });
    expect(bad.status).toBe(400);
    expect(bad.json).toHaveProperty('period_days');
    const saved = await put(owner, limits);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject(limits);
    expect(await lastAudit()).toMatchObject({
      staffId: owner.id,
      action: 'claims.settings',
      before: expect.objectContaining({ max_claims: 2 }),
      after: expect.objectContaining({ max_claims: 0 }),
    });
    const read = await settings({ url: '/api/admin/claims/settings/', token: support.token });
    expect(read.json).toMatchObject(limits);
  });

  it('a claim over the limit is pending until support approves it: then credit, audit, email', async () => {
    const { customer, claim } = await pendingClaim();
    expect(claim.status).toBe('pending');
    // The whole late box: the plan and both jars, less the offer ($130.00 - $13.00).
    expect(claim.amount).toBe(11700);
    expect(await creditOf(customer.id)).toBe(0);
    expect(await kindsTo(customer.email)).toEqual(['claim_received']);

    const pending = await list<{ results: AdminClaim[]; count: number }>({
      url: '/api/admin/claims/?status=pending&page=1',
      token: support.token,
    });
    expect(pending.status).toBe(200);
    expect(pending.json.results.map((row) => row.id)).toContain(claim.id);
    const shown = await detail<AdminClaim>({
      url: `/api/admin/claims/${claim.id}/`,
      params: { claimId: String(claim.id) },
      token: support.token,
    });
    expect(shown.json).toMatchObject({ customer_email: customer.email, status: 'pending' });
    expect(shown.json.lines).toHaveLength(2);

    const approved = await decideAs(support, claim.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe('approved');
    expect(await creditOf(customer.id)).toBe(11700);
    const entries = await database
      .db()
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.customerId, customer.id));
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'claim', amountCents: 11700, staffId: support.id }),
    ]);
    expect(await lastAudit()).toMatchObject({
      staffId: support.id,
      action: 'claims.approve',
      targetId: String(claim.id),
    });
    expect(await kindsTo(customer.email)).toEqual(['claim_received', 'claim_approved']);
    // Decided once.
    expect((await decideAs(support, claim.id, { decision: 'approve' })).status).toBe(409);
    expect(await creditOf(customer.id)).toBe(11700);
  });

  it('declining needs a reason, gives nothing and tells the customer', async () => {
    const { customer, claim } = await pendingClaim();
    const noReason = await decideAs(owner, claim.id, { decision: 'decline' });
    expect(noReason.status).toBe(400);
    expect(noReason.json).toHaveProperty('reason');
    const declined = await decideAs(owner, claim.id, {
      decision: 'decline',
      reason: 'The carrier shows it arrived on time.',
    });
    expect(declined.status).toBe(200);
    expect(declined.json).toMatchObject({
      status: 'declined',
      decline_reason: 'The carrier shows it arrived on time.',
    });
    expect(await creditOf(customer.id)).toBe(0);
    expect(await kindsTo(customer.email)).toEqual(['claim_received', 'claim_declined']);
    expect(await lastAudit()).toMatchObject({ staffId: owner.id, action: 'claims.decline' });
  });

  it('is for staff who review claims only', async () => {
    const { token, claim } = await pendingClaim();
    expect((await list({ url: '/api/admin/claims/', token })).status).toBe(403);
    expect((await list({ url: '/api/admin/claims/' })).status).toBe(401);
    expect((await list({ url: '/api/admin/claims/', token: fulfilment.token })).status).toBe(403);
    expect((await decideAs(fulfilment, claim.id, { decision: 'approve' })).status).toBe(403);
    const noPhoto = await photo({
      url: `/api/admin/claims/${claim.id}/photo/`,
      params: { claimId: String(claim.id) },
      token: support.token,
    });
    expect(noPhoto.status).toBe(404);
    const badPage = await list({ url: '/api/admin/claims/?page=0', token: support.token });
    expect(badPage.status).toBe(400);
    expect((await decideAs(support, 999999, { decision: 'approve' })).status).toBe(404);
  });
});
