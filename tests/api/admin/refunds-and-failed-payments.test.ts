import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import refundsRoute from '@/pages/api/admin/orders/[orderId]/refunds';
import failedRoute from '@/pages/api/admin/payments/failed/index';
import retryRoute from '@/pages/api/admin/payments/failed/[orderId]/retry';
import contactRoute from '@/pages/api/admin/payments/failed/[orderId]/contact';
import {
  auditLog,
  orderItems,
  orders,
  outboxEmails,
  paymentMethods,
  payments,
} from '@/server/db/schema';
import { createRenewedCustomer } from '../../factories/renewal-orders';
import { createSignedInCustomer } from '../../factories/customers';
import { saveCardOnFile } from '../../factories/payment-methods';
import { useRoute } from '../../helpers/call-route';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

describe('refunds and failed payments (admin API)', () => {
  const database = useTestDatabase({ seed: true });
  const refundCall = useRoute(refundsRoute);
  const failed = useRoute(failedRoute);
  const retry = useRoute(retryRoute);
  const contact = useRoute(contactRoute);
  const { support, fulfilment } = useStaffRoles(database);
  const refund = (orderId: number, body: unknown, token = support.token) =>
    refundCall<Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/`,
      params: { orderId: String(orderId) },
      body,
      token,
    });
  const lineOf = async (orderId: number) => {
    const items = await database
      .db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    return items.map((item) => ({ line: `item:${item.id}`, total: item.totalCents }));
  };

  it('support refunds up to the captured amount and not a cent more', async () => {
    const db = database.db();
    const { order } = await createRenewedCustomer(db);
    const [plan, extra] = await lineOf(order.id);
    const partial = await refund(order.id, {
      idempotency_key: randomUUID(),
      reason: 'Damaged bag',
      lines: [{ line: plan!.line, amount: 1000 }],
    });
    expect(partial.status).toBe(201);
    expect(partial.json).toMatchObject({ amount: 1000, status: 'succeeded' });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, String(order.id))));
    expect(audit).toEqual([
      expect.objectContaining({
        staffId: support.id,
        before: { refunded_cents: 0 },
        after: expect.objectContaining({ refunded_cents: 1000, reason: 'Damaged bag' }),
      }),
    ]);
    const overLine = await refund(order.id, {
      idempotency_key: randomUUID(),
      reason: 'More',
      lines: [{ line: extra!.line, amount: extra!.total + 1 }],
    });
    expect(overLine.status).toBe(422);
    expect(overLine.json.detail).toMatch(/^At most \$\d+\.\d\d of .+ can still be refunded\.$/);
    const left = order.totalCents - 1000;
    const rest = await refund(order.id, {
      idempotency_key: randomUUID(),
      reason: 'Whole box refused',
      full: true,
    });
    expect(rest.json).toMatchObject({ amount: left, status: 'succeeded' });
    const oneCent = await refund(order.id, {
      idempotency_key: randomUUID(),
      reason: 'A cent more',
      full: true,
    });
    expect(oneCent.status).toBe(422);
    expect(oneCent.json).toMatchObject({
      code: 'refund_exceeds_captured',
      detail: `At most $0.00 of this order can still be refunded ($${(order.totalCents / 100).toFixed(2)} was charged).`,
    });
  });

  it('refuses bad input (400), unknown orders (404), fulfilment and customers (403)', async () => {
    const db = database.db();
    const { order, token } = await createRenewedCustomer(db);
    const bad = await refund(order.id, { reason: '', lines: [{ line: 'item:1', amount: -5 }] });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      idempotency_key: expect.any(Array),
      reason: expect.any(Array),
      'lines[0].amount': ['Enter an amount of 0 or more.'],
    });
    const noSuchLine = await refund(order.id, {
      idempotency_key: randomUUID(),
      reason: 'x',
      lines: [{ line: 'item:999999', amount: 5 }],
    });
    expect(noSuchLine.json).toEqual({ 'lines[0].line': ['This order has no such line.'] });
    const body = { idempotency_key: randomUUID(), reason: 'x', full: true };
    expect((await refund(999999, body)).status).toBe(404);
    expect((await refund(order.id, body, fulfilment.token)).status).toBe(403);
    expect((await refund(order.id, body, token)).status).toBe(403);
    expect((await refundCall({ method: 'POST', params: { orderId: '1' }, body })).status).toBe(401);
  });

  it('two refund requests at once: one goes through, the other is told the limit', async () => {
    const db = database.db();
    const { order } = await createRenewedCustomer(db);
    const ask = () =>
      refund(order.id, { idempotency_key: randomUUID(), reason: 'Lost', full: true });
    const answers = await Promise.all([ask(), ask()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });

  it('lists failed renewals with attempts; retry charges once and contact emails the customer', async () => {
    const db = database.db();
    const { order, customer } = await createRenewedCustomer(db, {
      card: 'pm_card_chargeDeclinedInsufficientFunds',
    });
    expect(order.status).toBe('payment_failed');
    const list = await failed<{ results: Array<Record<string, unknown>> }>({
      url: '/api/admin/payments/failed/',
      token: support.token,
    });
    expect(list.status).toBe(200);
    expect(list.json.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          order_id: order.id,
          attempts: 1,
          history: [expect.objectContaining({ outcome: 'insufficient_funds', by_staff: false })],
        }),
      ]),
    );
    expect(
      (await failed({ url: '/api/admin/payments/failed/', token: fulfilment.token })).status,
    ).toBe(403);
    expect(
      (await failed({ url: '/api/admin/payments/failed/?before=x', token: support.token })).status,
    ).toBe(400);

    const emailed = await contact({
      method: 'POST',
      url: `/api/admin/payments/failed/${order.id}/contact/`,
      params: { orderId: String(order.id) },
      token: support.token,
    });
    expect(emailed.status).toBe(201);
    const mails = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, customer.email))
      .orderBy(desc(outboxEmails.id));
    expect(mails[0]!.subject).toMatch(/couldn’t charge your card/);

    // The customer saves a good card; two clicks of "Retry now" at once charge once.
    await db.delete(paymentMethods).where(eq(paymentMethods.customerId, customer.id));
    await saveCardOnFile(db, customer.id, 'pm_card_visa');
    const click = () =>
      retry<Record<string, unknown>>({
        method: 'POST',
        url: `/api/admin/payments/failed/${order.id}/retry/`,
        params: { orderId: String(order.id) },
        token: support.token,
      });
    const clicks = await Promise.all([click(), click()]);
    expect(clicks.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(clicks.find((answer) => answer.status === 200)!.json).toMatchObject({
      outcome: 'paid',
      status: 'paid',
    });
    const [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
    const charges = await db
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, customer.id), eq(payments.status, 'succeeded')));
    expect(charges).toHaveLength(1);
    expect(charges[0]!.amountCents).toBe(paid!.totalCents);
    expect((await click()).status).toBe(409);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(order.id)), eq(auditLog.staffId, support.id)));
    // The click refused while the first one charged left no record: it changed nothing.
    expect(audit.map((row) => row.action).sort()).toEqual(['payment.contact', 'payment.retry']);
    const { token } = await createSignedInCustomer(db);
    expect(
      (await retry({ method: 'POST', params: { orderId: String(order.id) }, token })).status,
    ).toBe(403);
  });
});
