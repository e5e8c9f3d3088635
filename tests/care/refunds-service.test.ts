import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, refundLines, refunds } from '@/server/db/schema';
import { getPaymentProvider, StripePaymentProvider } from '@/server/payments';
import { fakeStripe } from '@/server/payments/stripe/stripe-test-fakes';
import { refundOrder } from '@/server/services/care/refunds-service';
import { listOrders } from '@/server/services/orders/orders-service';
import { createRenewedCustomer, planLineOf } from '../factories/renewal-orders';
import { createStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

const key = () => `refund-${randomUUID()}`;

describe('refunds (service)', () => {
  const database = useTestDatabase({ seed: true });
  let STAFF = 0;
  beforeAll(async () => {
    STAFF = (await createStaff(database.db(), { role: 'support' })).id;
  });
  const planLine = (orderId: number) => planLineOf(database.db(), orderId);

  it('refunds part of one line and shows it on the customer’s order history', async () => {
    const db = database.db();
    const { customer, order } = await createRenewedCustomer(db);
    expect(order.status).toBe('paid');
    const plan = await planLine(order.id);
    const detail = await refundOrder(db, getPaymentProvider(db), order.id, STAFF, {
      idempotency_key: key(),
      reason: 'Torn bag',
      full: false,
      lines: [{ line: plan.line, amount: 300 }],
    });
    expect(detail).toMatchObject({ amount: 300, status: 'succeeded' });
    expect(detail.provider_refund_id).toMatch(/^re_/);
    const [seen] = await listOrders(db, customer.id);
    expect(seen).toMatchObject({ id: order.id, refunded: 300 });
  });

  it('a refund to account credit tells the customer at once, a retried click once', async () => {
    const db = database.db();
    const { customer, order } = await createRenewedCustomer(db);
    const plan = await planLine(order.id);
    const input = {
      idempotency_key: key(),
      reason: 'Late box',
      full: false,
      destination: 'credit' as const,
      lines: [{ line: plan.line, amount: 500 }],
    };
    await refundOrder(db, getPaymentProvider(db), order.id, STAFF, input);
    await refundOrder(db, getPaymentProvider(db), order.id, STAFF, input);
    const told = await db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email));
    expect(told.filter((email) => email.subject.startsWith('Your refund'))).toEqual([
      expect.objectContaining({
        subject: `Your refund for order #${order.id}`,
        text: expect.stringContaining('$5.00 for order') as string,
      }),
    ]);
    expect(told.find((email) => email.subject.startsWith('Your refund'))!.text).toContain(
      'It is in your account credit',
    );
  });

  it('two refunds at once never give back more than was captured', async () => {
    const db = database.db();
    const { order } = await createRenewedCustomer(db);
    const provider = getPaymentProvider(db);
    const plan = await planLine(order.id);
    const ask = () =>
      refundOrder(db, provider, order.id, STAFF, {
        idempotency_key: key(),
        reason: 'Box never arrived',
        full: true,
        lines: [],
      });
    const results = await Promise.allSettled([ask(), ask()]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(1);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(order.totalCents);
    await expect(
      refundOrder(db, provider, order.id, STAFF, {
        idempotency_key: key(),
        reason: 'Again',
        full: false,
        lines: [{ line: plan.line, amount: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'refund_exceeds_captured' });
  });

  it('a retried click (same key) refunds once', async () => {
    const db = database.db();
    const { order } = await createRenewedCustomer(db);
    const plan = await planLine(order.id);
    const input = {
      idempotency_key: key(),
      reason: 'Late',
      full: false,
      lines: [{ line: plan.line, amount: 100 }],
    };
    const provider = getPaymentProvider(db);
    const [one, two] = await Promise.all([
      refundOrder(db, provider, order.id, STAFF, input),
      refundOrder(db, provider, order.id, STAFF, input),
    ]);
    expect(two.id).toBe(one.id);
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('goes through the Stripe adapter, with the refund’s own idempotency key', async () => {
    const db = database.db();
    const { order } = await createRenewedCustomer(db);
    const plan = await planLine(order.id);
    const { fake, client } = fakeStripe();
    fake.refunds.create.mockImplementation((params: { payment_intent: string; amount: number }) =>
      Promise.resolve({ id: 're_stripe1', object: 'refund', status: 'succeeded', ...params }),
    );
    const stripe = new StripePaymentProvider(client, 'whsec_test');
    const done = await refundOrder(db, stripe, order.id, STAFF, {
      idempotency_key: key(),
      reason: 'Damaged',
      full: false,
      lines: [{ line: plan.line, amount: 250 }],
    });
    expect(done).toMatchObject({ provider_refund_id: 're_stripe1', status: 'succeeded' });
    const [call] = fake.refunds.create.mock.calls;
    expect(call![0]).toMatchObject({ amount: 250 });
    expect(call![0].payment_intent).toMatch(/^pi_/);
    expect(call![1]).toEqual({ idempotencyKey: `order-refund-${done.id}` });

    // Stripe refusing (it saw more refunded than we did) fails the refund and frees its amount.
    fake.refunds.create.mockRejectedValue(
      new Stripe.errors.StripeInvalidRequestError({
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: 'Refund amount ($2.50) is greater than unrefunded amount on charge ($0.00)',
      }),
    );
    await expect(
      refundOrder(db, stripe, order.id, STAFF, {
        idempotency_key: key(),
        reason: 'Damaged',
        full: false,
        lines: [{ line: plan.line, amount: 250 }],
      }),
    ).rejects.toMatchObject({ code: 'refund_refused' });
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
    const lines = await db.select().from(refundLines);
    expect(lines.length).toBeGreaterThan(0);
  });
});
