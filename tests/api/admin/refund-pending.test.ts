import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import refundsRoute from '@/pages/api/admin/orders/[orderId]/refunds';
import ordersRoute from '@/pages/api/v3/customers/[id]/orders/index';
import webhookRoute from '@/pages/api/v3/webhooks/payments';
import { outboxEmails, refunds } from '@/server/db/schema';
import { formatCents } from '@/domain/format/money';
import {
  offlineWebhookSecret,
  PENDING_REFUND_CENTS,
  settleOfflineRefund,
  signOfflineWebhook,
  StripePaymentProvider,
  type ProviderEvent,
} from '@/server/payments';
import { fakeStripe } from '@/server/payments/stripe/stripe-test-fakes';
import { toEvent } from '@/server/payments/stripe/stripe-mapping';
import { refundOrder } from '@/server/services/care/refunds-service';
import { handlePaymentEvent } from '@/server/services/webhooks/payment-events';
import { createRenewedCustomer, planLineOf } from '../../factories/renewal-orders';
import { useRoute } from '../../helpers/call-route';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

interface RefundJson {
  id: number;
  amount: number;
  status: string;
  provider_refund_id: string | null;
  detail?: string;
  code?: string;
}

describe('refunds the provider has not settled yet', () => {
  const database = useTestDatabase({ seed: true });
  const refundCall = useRoute(refundsRoute);
  const ordersCall = useRoute(ordersRoute);
  const webhook = useRoute(webhookRoute);
  let support: CreatedStaff;
  beforeAll(async () => {
    support = await createStaff(database.db(), { role: 'support' });
  });
  const refund = (orderId: number, body: Record<string, unknown>) =>
    refundCall<RefundJson>({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/`,
      params: { orderId: String(orderId) },
      body: { idempotency_key: randomUUID(), reason: 'Spoiled box', ...body },
      token: support.token,
    });
  const planLine = async (orderId: number) => (await planLineOf(database.db(), orderId)).line;
  const customerOrder = async (customerId: number, token: string, orderId: number) => {
    const answer = await ordersCall<
      Array<{ id: number; refunded: number; refund_pending: number }>
    >({
      url: `/api/v3/customers/${customerId}/orders/`,
      params: { id: String(customerId) },
      token,
    });
    return answer.json.find((order) => order.id === orderId)!;
  };
  /** The refund emails the customer got for this order: the text of each. */
  const refundEmails = async (orderId: number) =>
    (
      await database
        .db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.subject, `Your refund for order #${orderId}`))
    ).map((email) => email.text);
  const deliver = async (event: ProviderEvent) => {
    const body = JSON.stringify(event);
    const secret = await offlineWebhookSecret(database.db());
    return webhook<{ received: boolean; duplicate: boolean }>({
      method: 'POST',
      url: '/api/v3/webhooks/payments/',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signOfflineWebhook(body, secret),
      },
      body,
    });
  };

  it('stays pending and counted until the webhook fails it; then its amount is free again', async () => {
    const db = database.db();
    const { customer, token, order } = await createRenewedCustomer(db);
    const line = await planLine(order.id);
    const pending = await refund(order.id, { lines: [{ line, amount: PENDING_REFUND_CENTS }] });
    expect(pending.status).toBe(201);
    expect(pending.json).toMatchObject({ amount: 777, status: 'pending' });
    expect(pending.json.provider_refund_id).toMatch(/^re_/);
    expect(await customerOrder(customer.id, token, order.id)).toMatchObject({
      refunded: 0,
      refund_pending: 777,
    });
    // The pending refund is taken: the rest of the charge is all that can still go back.
    const tooMuch = await refund(order.id, {
      lines: [{ line, amount: order.totalCents - 776 }],
    });
    expect(tooMuch.status).toBe(422);

    const event = await settleOfflineRefund(db, pending.json.provider_refund_id!, 'failed');
    expect((await deliver(event)).json).toEqual({ received: true, duplicate: false });
    const [row] = await db.select().from(refunds).where(eq(refunds.id, pending.json.id));
    expect(row).toMatchObject({
      status: 'failed',
      failureMessage: expect.stringMatching(/failed/),
    });
    expect(await customerOrder(customer.id, token, order.id)).toMatchObject({
      refunded: 0,
      refund_pending: 0,
    });
    expect((await deliver(event)).json).toEqual({ received: true, duplicate: true });
    // The whole charge can go back now, the provider agreeing.
    const whole = await refund(order.id, { full: true });
    expect(whole.json).toMatchObject({ amount: order.totalCents, status: 'succeeded' });
    // The customer hears of the refund that went back, not of the one that failed.
    expect(await refundEmails(order.id)).toEqual([
      expect.stringContaining(
        `We have refunded ${formatCents(order.totalCents)} for order #${order.id}.`,
      ),
    ]);
  });

  it('becomes succeeded when the webhook says so, and never moves back', async () => {
    const db = database.db();
    const { customer, token, order } = await createRenewedCustomer(db);
    const line = await planLine(order.id);
    const pending = await refund(order.id, { lines: [{ line, amount: PENDING_REFUND_CENTS }] });
    const id = pending.json.provider_refund_id!;
    await deliver(await settleOfflineRefund(db, id, 'succeeded'));
    expect(await customerOrder(customer.id, token, order.id)).toMatchObject({
      refunded: 777,
      refund_pending: 0,
    });
    // A late, out-of-order "failed" for a refund already settled changes nothing.
    await deliver({
      id: `evt_${randomUUID()}`,
      type: 'charge.refund.updated',
      data: { object: { id, object: 'refund', status: 'failed', payment_intent: 'pi_x' } },
    });
    const [row] = await db.select().from(refunds).where(eq(refunds.id, pending.json.id));
    expect(row!.status).toBe('succeeded');
    // Told once, when the webhook settled it (pending, it had said nothing).
    expect(await refundEmails(order.id)).toEqual([
      expect.stringContaining('We have refunded $7.77'),
    ]);
  });

  it('records Stripe’s pending and requires_action as pending, settled by refund.updated', async () => {
    const db = database.db();
    const { order } = await createRenewedCustomer(db);
    const line = await planLine(order.id);
    const { fake, client } = fakeStripe();
    const stripe = new StripePaymentProvider(client, 'whsec_test');
    const created: Stripe.Refund[] = [];
    fake.refunds.create.mockImplementation((params: { payment_intent: string; amount: number }) => {
      const status = created.length === 0 ? 'pending' : 'requires_action';
      const made = { id: `re_s${created.length}`, object: 'refund', status, ...params };
      created.push(made as unknown as Stripe.Refund);
      return Promise.resolve(made);
    });
    const ask = (amount: number) =>
      refundOrder(db, stripe, order.id, support.id, {
        idempotency_key: randomUUID(),
        reason: 'Late',
        full: false,
        lines: [{ line, amount }],
      });
    expect(await ask(300)).toMatchObject({ status: 'pending', provider_refund_id: 're_s0' });
    expect(await ask(200)).toMatchObject({ status: 'pending', provider_refund_id: 're_s1' });
    // Stripe settles each refund; the shop reads it back when the event arrives.
    const settled = new Map<string, Stripe.Refund>();
    fake.refunds.retrieve.mockImplementation((id: string) => Promise.resolve(settled.get(id)));
    const stripeEvent = (refund: Stripe.Refund, status: string, type: string) => {
      const now = { ...refund, status, failure_reason: 'lost_or_stolen_card' };
      settled.set(refund.id, now as unknown as Stripe.Refund);
      return toEvent({
        id: `evt_${randomUUID()}`,
        type,
        data: { object: now },
      } as unknown as Stripe.Event);
    };
    expect(
      await handlePaymentEvent(db, stripe, stripeEvent(created[0]!, 'succeeded', 'refund.updated')),
    ).toBe(true);
    await handlePaymentEvent(
      db,
      stripe,
      stripeEvent(created[1]!, 'failed', 'charge.refund.updated'),
    );
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((row) => [row.providerRefundId, row.status, row.failureMessage])).toEqual([
      ['re_s0', 'succeeded', null],
      ['re_s1', 'failed', 'The refund failed (lost or stolen card).'],
    ]);
  });

  it('an event that overtakes the refund’s own answer is refused, to be delivered again', async () => {
    const db = database.db();
    const { order } = await createRenewedCustomer(db);
    const line = await planLine(order.id);
    const { fake, client } = fakeStripe();
    const stripe = new StripePaymentProvider(client, 'whsec_test');
    let intent = '';
    // Stripe never answers the request; its event arrives anyway.
    fake.refunds.create.mockImplementation((params: { payment_intent: string }) => {
      intent = params.payment_intent;
      return Promise.reject(
        Object.assign(new Error('socket hang up'), { type: 'StripeConnectionError' }),
      );
    });
    await expect(
      refundOrder(db, stripe, order.id, support.id, {
        idempotency_key: randomUUID(),
        reason: 'Late',
        full: false,
        lines: [{ line, amount: 150 }],
      }),
    ).rejects.toMatchObject({ code: 'service_unavailable' });
    const event: ProviderEvent = {
      id: `evt_${randomUUID()}`,
      type: 'charge.refund.updated',
      data: { object: { id: 're_early', status: 'succeeded', payment_intent: intent } },
    };
    fake.refunds.retrieve.mockResolvedValue({ ...event.data.object, object: 'refund' });
    await expect(handlePaymentEvent(db, stripe, event)).rejects.toMatchObject({
      code: 'service_unavailable',
    });
  });
});
