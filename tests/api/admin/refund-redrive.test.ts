import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import pendingRoute from '@/pages/api/admin/payments/refunds';
import { payments, refunds } from '@/server/db/schema';
import { getPaymentProvider, PaymentProviderError, type PaymentProvider } from '@/server/payments';
import { redrivePendingRefunds } from '@/server/services/care/refund-redrive';
import { refundOrder } from '@/server/services/care/refunds-service';
import { clockNow } from '@/server/clock';
import { createRenewedCustomer } from '../../factories/renewal-orders';
import { useRoute } from '../../helpers/call-route';
import { atShopDate, AWKWARD_DAYS } from '../../helpers/clock';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

const MINUTE = 60_000;

describe('card refunds a provider outage left pending', () => {
  atShopDate(AWKWARD_DAYS.thanksgivingWeek);
  const database = useTestDatabase({ seed: true });
  const db = () => database.db();
  const { support, fulfilment } = useStaffRoles(database);
  const pending = useRoute(pendingRoute);

  /** The provider as it is during an outage: refunds time out. */
  const down = (): PaymentProvider =>
    Object.assign(Object.create(getPaymentProvider(db())) as PaymentProvider, {
      refund: () => Promise.reject(new PaymentProviderError('Timed out.', 'api_error')),
    });

  it('asks again under the original key after ten minutes, refunding once; the console lists it', async () => {
    const { order } = await createRenewedCustomer(db());
    const failed = refundOrder(db(), down(), order.id, support.id, {
      idempotency_key: randomUUID(),
      reason: 'Box arrived warm',
      full: true,
      lines: [],
    });
    await expect(failed).rejects.toMatchObject({ code: 'service_unavailable' });
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ status: 'pending', providerRefundId: null });

    const listed = await pending<{ results: Array<{ id: number; provider_refund_id: null }> }>({
      url: '/api/admin/payments/refunds/',
      token: support.token,
    });
    expect(listed.json.results).toEqual([
      expect.objectContaining({ id: refund!.id, order_id: order.id, amount: order.totalCents }),
    ]);
    expect(
      (await pending({ url: '/api/admin/payments/refunds/', token: fulfilment.token })).status,
    ).toBe(403);

    const provider = getPaymentProvider(db());
    const start = clockNow().getTime();
    expect(await redrivePendingRefunds(db(), provider, new Date(start + 9 * MINUTE))).toEqual({
      asked: 0,
      settled: 0,
      pending: 0,
    });
    expect(await redrivePendingRefunds(db(), down(), new Date(start + 11 * MINUTE))).toEqual({
      asked: 0,
      settled: 0,
      pending: 1,
    });
    expect(await redrivePendingRefunds(db(), provider, new Date(start + 16 * MINUTE))).toEqual({
      asked: 1,
      settled: 0,
      pending: 0,
    });
    const [done] = await db().select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(done!.status).toBe('succeeded');
    expect(done!.providerRefundId).toMatch(/^re_/);
    // Asked again (a person's retry racing the job): the provider answers the same refund.
    expect(await redrivePendingRefunds(db(), provider, new Date(start + 30 * MINUTE))).toEqual({
      asked: 0,
      settled: 0,
      pending: 0,
    });
    const [payment] = await db().select().from(payments).where(eq(payments.id, order.paymentId!));
    const again = await provider.refund(
      payment!.providerId,
      order.totalCents,
      `order-refund-${refund!.id}`,
    );
    expect(again.id).toBe(done!.providerRefundId);
    const intent = (await provider.retrievePaymentIntent(payment!.providerId)) as {
      amount_refunded?: number;
    };
    expect(intent.amount_refunded).toBe(order.totalCents);
    const after = await pending<{ results: unknown[] }>({
      url: '/api/admin/payments/refunds/',
      token: support.token,
    });
    expect(after.json.results).toEqual([]);
  });
});
