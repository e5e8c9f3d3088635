import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import retryRoute from '@/pages/api/admin/payments/failed/[orderId]/retry';
import { orders, payments, renewalAttempts } from '@/server/db/schema';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { createRenewedCustomer } from '../../factories/renewal-orders';
import { useRoute } from '../../helpers/call-route';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

describe('a staff "Retry now" uses up no automatic attempt', () => {
  const database = useTestDatabase({ seed: true });
  const retry = useRoute(retryRoute);
  const { support } = useStaffRoles(database);

  it('keeps the attempt count and the automatic retry time; the job still tries later', async () => {
    const db = database.db();
    const { order, customer } = await createRenewedCustomer(db, {
      card: 'pm_card_chargeDeclined',
    });
    expect(order).toMatchObject({ status: 'payment_failed', chargeAttempts: 1 });
    const scheduled = order.retryAt!;

    const answer = await retry<Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/payments/failed/${order.id}/retry/`,
      params: { orderId: String(order.id) },
      token: support.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 'payment_failed', attempts: 1 });
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.chargeAttempts).toBe(1);
    expect(after!.retryAt!.toISOString()).toBe(scheduled.toISOString());

    // The automatic retry at its time is the second attempt, a charge of its own at the provider.
    await runRenewals(db, getPaymentProvider(db), new Date(scheduled.getTime() + 60_000), {
      customerId: customer.id,
    });
    const [later] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(later!.chargeAttempts).toBe(2);
    const attempts = await db
      .select()
      .from(renewalAttempts)
      .where(eq(renewalAttempts.orderId, order.id))
      .orderBy(asc(renewalAttempts.id));
    expect(attempts.map((row) => row.staffId !== null)).toEqual([false, true, false]);
    const declined = await db
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, customer.id), eq(payments.status, 'failed')));
    expect(new Set(declined.map((row) => row.providerId)).size).toBe(declined.length);
  });
});
