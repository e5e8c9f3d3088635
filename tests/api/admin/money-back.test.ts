import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import claimRoute from '@/pages/api/v3/customers/[id]/orders/[orderId]/claims/index';
import decisionRoute from '@/pages/api/admin/claims/[claimId]/decision';
import settingsRoute from '@/pages/api/admin/claims/settings';
import refundsRoute from '@/pages/api/admin/orders/[orderId]/refunds';
import { auditLog, creditEntries, customers, orderItems, orders } from '@/server/db/schema';
import { chargeDay } from '@/domain/renewal-schedule';
import { getPaymentProvider } from '@/server/payments';
import { grantCredit } from '@/server/services/credit/credit-ledger';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { saveCardOnFile } from '../../factories/payment-methods';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { pastDeliveryDay } from '../../helpers/fulfilment-fixtures';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

/**
 * Refunds and box claims come out of the same money: what is refunded (to the card or to
 * account credit) plus what claims credited never exceeds what the order was paid.
 */
describe('refunds and claims count against each other (admin and customer API)', () => {
  const database = useTestDatabase({ seed: true });
  const refundCall = useRoute(refundsRoute);
  const claimCall = useRoute(claimRoute);
  const decide = useRoute(decisionRoute);
  const settings = useRoute(settingsRoute);
  const { owner, support, fulfilment } = useStaffRoles(database);

  /** A real renewal, delivered two days ago, charged by the job; `credit` spent on it first. */
  async function deliveredBox(credit = 0) {
    const db = database.db();
    const delivered = pastDeliveryDay(2);
    const subscribed = await createSubscribedCustomer(db, {
      nextDeliveryDate: delivered,
      addons: [{ sku: 'ZOOMIES01', quantity: 2, frequency: 1, product_type: 'SP', start_cycle: 1 }],
    });
    await saveCardOnFile(db, subscribed.customer.id, 'pm_card_visa');
    if (credit > 0)
      await grantCredit(db, {
        customerId: subscribed.customer.id,
        amountCents: credit,
        reason: 'Goodwill',
        staffId: support.id,
      });
    await runRenewals(db, getPaymentProvider(db), new Date(`${chargeDay(delivered)}T17:00:00Z`));
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, subscribed.customer.id), eq(orders.kind, 'renewal')));
    expect(order).toMatchObject({ status: 'paid', creditCents: credit });
    return { ...subscribed, order: order! };
  }
  const refund = (orderId: number, body: Record<string, unknown>, token = support.token) =>
    refundCall<Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/`,
      params: { orderId: String(orderId) },
      body: { idempotency_key: randomUUID(), reason: 'Box refused', ...body },
      token,
    });
  const claim = (
    box: Awaited<ReturnType<typeof deliveredBox>>,
    remedy = 'credit',
    problem: Record<string, unknown> = { problem: 'late' },
  ) =>
    claimCall<Record<string, unknown>>({
      method: 'POST',
      url: `/api/v3/customers/${box.customer.id}/orders/${box.order.id}/claims/`,
      params: { id: String(box.customer.id), orderId: String(box.order.id) },
      token: box.token,
      body: { ...problem, remedy },
    });
  const balanceOf = async (customerId: number) =>
    (await database.db().select().from(customers).where(eq(customers.id, customerId)))[0]!
      .creditCents;
  const claimEntries = (orderId: number) =>
    database
      .db()
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.orderId, orderId), eq(creditEntries.kind, 'claim')));

  it('a box claim on an order refunded in full pays nothing (409, no credit)', async () => {
    const box = await deliveredBox();
    const refunded = await refund(box.order.id, { full: true });
    expect(refunded.status).toBe(201);
    expect(refunded.json).toMatchObject({ amount: box.order.totalCents, status: 'succeeded' });
    const claimed = await claim(box);
    expect(claimed.status).toBe(409);
    expect(claimed.json.code).toBe('claim_order_refunded');
    expect(await claimEntries(box.order.id)).toEqual([]);
    expect(await balanceOf(box.customer.id)).toBe(0);
    // One rule for every remedy: a free box is no more owed than credit is.
    const reship = await claim(box, 'reship');
    expect(reship.status).toBe(409);
    expect(reship.json.code).toBe('claim_order_refunded');
    expect(await database.db().select().from(orders).where(eq(orders.kind, 'reship'))).toEqual([]);
  });

  it('staff cannot approve a reship waiting for them once the order was refunded in full', async () => {
    const limits = { max_claims: 0, max_remedy: 5000, period_days: 90, window_days: 14 };
    const put = (body: Record<string, unknown>) =>
      settings({ method: 'PUT', url: '/api/admin/claims/settings/', token: owner.token, body });
    expect((await put(limits)).status).toBe(200);
    try {
      const box = await deliveredBox();
      const claimed = await claim(box, 'reship');
      expect(claimed.json.status).toBe('pending');
      expect((await refund(box.order.id, { full: true })).status).toBe(201);
      const approved = await decide<Record<string, unknown>>({
        method: 'POST',
        url: `/api/admin/claims/${claimed.json.id as number}/decision/`,
        params: { claimId: String(claimed.json.id) },
        token: support.token,
        body: { decision: 'approve' },
      });
      expect(approved.status).toBe(409);
      expect(approved.json.code).toBe('claim_order_refunded');
      expect(await database.db().select().from(orders).where(eq(orders.kind, 'reship'))).toEqual(
        [],
      );
    } finally {
      await put({ max_claims: 2, max_remedy: 15000, period_days: 90, window_days: 14 });
    }
  });

  it('a refund after a claim credit is capped at what the claim left', async () => {
    const box = await deliveredBox();
    // The warm jars only: the plan is still the customer's to be refunded.
    const [, jars] = await lines(box.order.id, box.order.totalCents);
    const claimed = await claim(box, 'credit', {
      problem: 'warm',
      lines: [{ order_item_id: Number(jars!.line.slice('item:'.length)), quantity: 2 }],
    });
    expect(claimed.status).toBe(201);
    expect(claimed.json.status).toBe('approved');
    const credited = claimed.json.amount as number;
    expect(credited).toBeGreaterThan(0);
    const left = box.order.totalCents - credited;
    const tooMuch = await refund(box.order.id, {
      lines: await lines(box.order.id, left + 1),
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json).toMatchObject({ code: 'refund_exceeds_captured' });
    const rest = await refund(box.order.id, { full: true });
    expect(rest.status).toBe(201);
    expect(rest.json.amount).toBe(left);
    expect((await refund(box.order.id, { full: true })).status).toBe(422);
  });

  it('a claim waiting for staff is capped when approved after a refund', async () => {
    const db = database.db();
    const limits = { max_claims: 0, max_remedy: 5000, period_days: 90, window_days: 14 };
    const saved = await settings({
      method: 'PUT',
      url: '/api/admin/claims/settings/',
      token: owner.token,
      body: limits,
    });
    expect(saved.status).toBe(200);
    try {
      const box = await deliveredBox();
      const claimed = await claim(box);
      expect(claimed.json.status).toBe('pending');
      const worth = claimed.json.amount as number;
      const part = box.order.totalCents - 500;
      expect(
        (await refund(box.order.id, { full: false, lines: await lines(box.order.id, part) }))
          .status,
      ).toBe(201);
      const approved = await decide<Record<string, unknown>>({
        method: 'POST',
        url: `/api/admin/claims/${claimed.json.id as number}/decision/`,
        params: { claimId: String(claimed.json.id) },
        token: support.token,
        body: { decision: 'approve' },
      });
      expect(approved.status).toBe(200);
      expect(approved.json).toMatchObject({ status: 'approved', amount: 500 });
      expect(worth).toBeGreaterThan(500);
      expect(await balanceOf(box.customer.id)).toBe(500);
      const [audit] = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'claims.approve'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit).toMatchObject({
        before: { status: 'pending', amount_cents: worth },
        after: expect.objectContaining({ amount_cents: 500 }),
      });
    } finally {
      await settings({
        method: 'PUT',
        url: '/api/admin/claims/settings/',
        token: owner.token,
        body: { max_claims: 2, max_remedy: 15000, period_days: 90, window_days: 14 },
      });
    }
  });

  it('the credit part of a box goes back as account credit, audited, and the box is held', async () => {
    const db = database.db();
    const box = await deliveredBox(1000);
    const card = await refund(box.order.id, { full: true });
    expect(card.json).toMatchObject({ amount: box.order.totalCents, destination: 'card' });
    // The card is done; what the credit paid is still owed to the customer.
    const again = await refund(box.order.id, { full: true });
    expect(again.status).toBe(422);
    const credit = await refund(box.order.id, { full: true, destination: 'credit' });
    expect(credit.status).toBe(201);
    expect(credit.json).toMatchObject({ amount: 1000, destination: 'credit', status: 'succeeded' });
    expect(await balanceOf(box.customer.id)).toBe(1000);
    const [entry] = await db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.orderId, box.order.id), eq(creditEntries.kind, 'refund')));
    expect(entry).toMatchObject({ amountCents: 1000, staffId: support.id });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, String(box.order.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.after).toMatchObject({
      amount_cents: 1000,
      destination: 'credit',
      credit_balance_cents: 1000,
      hold: 'refunded',
    });
    const [held] = await db.select().from(orders).where(eq(orders.id, box.order.id));
    expect(held!.holdReason).toBe('refunded');
    expect((await refund(box.order.id, { full: true, destination: 'credit' })).status).toBe(422);
  });

  it('refuses a destination it does not know (400) and fulfilment (403)', async () => {
    const box = await deliveredBox();
    const bad = await refund(box.order.id, { full: true, destination: 'cash' });
    expect(bad.status).toBe(400);
    expect(bad.json).toHaveProperty('destination');
    const forbidden = await refund(
      box.order.id,
      { full: true, destination: 'credit' },
      fulfilment.token,
    );
    expect(forbidden.status).toBe(403);
    expect(await balanceOf(box.customer.id)).toBe(0);
  });

  /** Refund lines adding up to `cents`, taken from the order's lines in order. */
  async function lines(orderId: number, cents: number) {
    const items = await database
      .db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    const [order] = await database.db().select().from(orders).where(eq(orders.id, orderId));
    const all = [
      ...items.map((item) => ({ line: `item:${item.id}`, total: item.totalCents })),
      { line: 'shipping', total: order!.shippingCents },
      { line: 'tax', total: order!.taxCents },
    ].filter((line) => line.total > 0);
    let left = cents;
    return all.flatMap(({ line, total }) => {
      const amount = Math.min(left, total);
      left -= amount;
      return amount > 0 ? [{ line, amount }] : [];
    });
  }
});
