import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import refundsRoute from '@/pages/api/admin/orders/[orderId]/refunds';
import { orderItems, refunds } from '@/server/db/schema';
import { createRenewedCustomer } from '../../factories/renewal-orders';
import { useRoute } from '../../helpers/call-route';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

/**
 * Issue 32 item 21: an idempotency key names one request. The same key again with the same
 * request answers the refund already made; with another request it is refused, as Stripe does
 * (its `idempotency_error`), instead of answering 201 with a refund that is not what was asked.
 */
describe('a refund idempotency key reused for another request', () => {
  const database = useTestDatabase({ seed: true });
  const refundCall = useRoute(refundsRoute);
  let support: CreatedStaff;
  beforeAll(async () => {
    support = await createStaff(database.db(), { role: 'support' });
  });
  const refund = (orderId: number, body: unknown) =>
    refundCall<Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/`,
      params: { orderId: String(orderId) },
      body,
      token: support.token,
    });

  it('answers the same refund to the same request and 409 to another amount, lines or full', async () => {
    const db = database.db();
    const { order } = await createRenewedCustomer(db);
    const [item] = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.id);
    const key = randomUUID();
    const body = {
      idempotency_key: key,
      reason: 'Damaged bag',
      lines: [{ line: `item:${item!.id}`, amount: 500 }],
    };
    const first = await refund(order.id, body);
    expect(first.status).toBe(201);
    const same = await refund(order.id, body);
    expect(same.status).toBe(201);
    expect(same.json.id).toBe(first.json.id);

    for (const other of [
      { ...body, lines: [{ line: `item:${item!.id}`, amount: 900 }] },
      { ...body, lines: [{ line: 'shipping', amount: 500 }] },
      { idempotency_key: key, reason: 'Damaged bag', full: true },
    ]) {
      const reused = await refund(order.id, other);
      expect(reused.status).toBe(409);
      expect(reused.json).toMatchObject({
        code: 'idempotency_key_reused',
        detail: expect.stringContaining('another refund'),
      });
    }
    const made = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(made.map((row) => row.amountCents)).toEqual([500]);
  });

  it('treats a full refund sent twice as the same request', async () => {
    const { order } = await createRenewedCustomer(database.db());
    const body = { idempotency_key: randomUUID(), reason: 'Lost', full: true };
    const first = await refund(order.id, body);
    expect(first.status).toBe(201);
    const again = await refund(order.id, body);
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
  });
});
