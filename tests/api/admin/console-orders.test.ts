import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import ordersRoute from '@/pages/api/admin/orders/index';
import orderRoute from '@/pages/api/admin/orders/[orderId]/index';
import cancelRoute from '@/pages/api/admin/orders/[orderId]/cancel';
import holdRoute from '@/pages/api/admin/orders/[orderId]/hold';
import packRoute from '@/pages/api/admin/fulfilment/boxes/[orderId]/[petId]/pack';
import { auditLog, orders, outboxEmails, pets, refunds } from '@/server/db/schema';
import type { OrderDetailView, OrderListPage } from '@/contracts/admin/orders';
import { createSignedInCustomer } from '../../factories/customers';
import { useRoute } from '../../helpers/call-route';
import { createRenewedBox, pastDeliveryDay } from '../../helpers/fulfilment-fixtures';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

describe('console orders: list, order page and cancel', () => {
  const database = useTestDatabase({ seed: true });
  const callList = useRoute(ordersRoute);
  const callOrder = useRoute(orderRoute);
  const callCancel = useRoute(cancelRoute);
  const callHold = useRoute(holdRoute);
  const callPack = useRoute(packRoute);
  const past = pastDeliveryDay();
  const { support, fulfilment } = useStaffRoles(database);

  async function renewedOrder(pupName: string) {
    const db = database.db();
    const subscribed = await createRenewedBox(db, past);
    await db.update(pets).set({ name: pupName }).where(eq(pets.id, subscribed.pet.id));
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.customerId, subscribed.customer.id));
    return { ...subscribed, order: order! };
  }
  const list = (url: string, token = support.token) =>
    callList<OrderListPage & Record<string, unknown>>({ url, token });

  it('filters by search (order number, email, pup name inside a word), held, kind and date', async () => {
    const first = await renewedOrder('Pepperoni');
    const second = await renewedOrder('Maple');
    const byPup = await list('/api/admin/orders/?q=PERON');
    expect(byPup.status).toBe(200);
    expect(byPup.json.results.map((row) => row.id)).toEqual([first.order.id]);
    expect(byPup.json.results[0]).toMatchObject({
      kind: 'renewal',
      status: 'paid',
      delivery_date: past,
      pups: ['Pepperoni'],
      hold: null,
      boxes: { pending: 1, packed: 0, shipped: 0 },
      customer: { id: first.customer.id, email: first.customer.email },
    });
    const byNumber = await list(`/api/admin/orders/?q=%23${second.order.id}`);
    expect(byNumber.json.results.map((row) => row.id)).toEqual([second.order.id]);
    const byEmail = await list(
      `/api/admin/orders/?q=${encodeURIComponent(second.customer.email.slice(2, 12))}`,
    );
    expect(byEmail.json.results.map((row) => row.id)).toContain(second.order.id);
    await callHold({
      method: 'POST',
      params: { orderId: String(second.order.id) },
      body: { hold: true, note: 'Check the address' },
      token: support.token,
    });
    const held = await list(
      `/api/admin/orders/?held=true&delivery_from=${past}&delivery_to=${past}`,
    );
    expect(held.json.results.map((row) => row.id)).toEqual([second.order.id]);
    expect((await list('/api/admin/orders/?kind=first_box&q=Maple')).json.results).toEqual([]);
    const paged = await list(`/api/admin/orders/?delivery_from=${past}&page_size=1`);
    expect(paged.json).toMatchObject({ page: 1, page_size: 1, next_page: 2 });
    expect(paged.json.results).toHaveLength(1);
  });

  it('answers 400 for a bad filter, 401 without a token, 403 for fulfilment and customers', async () => {
    const bad = await list('/api/admin/orders/?status=lost&page_size=500');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json).sort()).toEqual(['page_size', 'status']);
    expect((await callList({ url: '/api/admin/orders/' })).status).toBe(401);
    expect((await list('/api/admin/orders/', fulfilment.token)).status).toBe(403);
    const { token } = await createSignedInCustomer(database.db());
    expect((await list('/api/admin/orders/', token)).status).toBe(403);
    expect((await callOrder({ params: { orderId: '1' }, token: fulfilment.token })).status).toBe(
      403,
    );
  });

  it('shows the order page: lines per pup, money, card, hold and the order’s audit trail', async () => {
    const { order } = await renewedOrder('Juniper');
    await callHold({
      method: 'POST',
      params: { orderId: String(order.id) },
      body: { hold: true, note: 'Wait' },
      token: support.token,
    });
    const page = await callOrder<OrderDetailView>({
      params: { orderId: String(order.id) },
      token: support.token,
    });
    expect(page.status).toBe(200);
    expect(page.json.pups[0]).toMatchObject({
      pup_name: 'Juniper',
      shipment: { status: 'pending', tracking_number: null },
    });
    expect(page.json.pups.flatMap((pup) => pup.lines).length).toBeGreaterThan(0);
    expect(page.json.totals.total).toBe(order.totalCents);
    expect(page.json.payment).toMatchObject({
      status: 'succeeded',
      card: { brand: expect.any(String), last4: '4242' },
    });
    expect(page.json.hold).toMatchObject({ reason: 'staff', note: 'Wait' });
    expect(page.json.audit.map((entry) => entry.action)).toEqual(['order.hold']);
    expect(page.json.cancellable).toBe(true);
    expect(
      (await callOrder({ params: { orderId: '99999999' }, token: support.token })).status,
    ).toBe(404);
  });

  it('cancels a paid box not packed: refunded in full, held, audited, emailed once', async () => {
    const db = database.db();
    const { order, customer } = await renewedOrder('Olive');
    const cancel = (body: unknown, token = support.token) =>
      callCancel<Record<string, unknown>>({
        method: 'POST',
        params: { orderId: String(order.id) },
        body,
        token,
      });
    expect((await cancel({ reason: 'Moving house' })).status).toBe(400);
    expect((await cancel({ idempotency_key: randomUUID() }, fulfilment.token)).status).toBe(403);
    expect((await callCancel({ method: 'POST', params: { orderId: '1' }, body: {} })).status).toBe(
      401,
    );
    const key = randomUUID();
    const done = await cancel({ idempotency_key: key, reason: 'Moving house' });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({
      order_id: order.id,
      refunded_to_card: order.totalCents,
      refunded_to_credit: 0,
      hold: { reason: 'refunded' },
    });
    const again = await cancel({ idempotency_key: key, reason: 'Moving house' });
    expect(again.json).toMatchObject({ refunded_to_card: 0, hold: { reason: 'refunded' } });
    const given = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(given.map((row) => row.amountCents)).toEqual([order.totalCents]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cancel'), eq(auditLog.targetId, String(order.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ staffId: support.id, after: { reason: 'Moving house' } });
    const emails = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, customer.email), eq(outboxEmails.kind, 'cancellation')));
    expect(emails.map((email) => email.subject)).toEqual([`Order #${order.id} is cancelled`]);
  });

  it('refuses to cancel a packed box (409)', async () => {
    const { order, pet } = await renewedOrder('Pickle');
    const packed = await callPack({
      method: 'POST',
      params: { orderId: String(order.id), petId: String(pet.id) },
      body: {},
      token: fulfilment.token,
    });
    expect(packed.status).toBe(200);
    const refused = await callCancel<Record<string, unknown>>({
      method: 'POST',
      params: { orderId: String(order.id) },
      body: { idempotency_key: randomUUID(), reason: 'Too late' },
      token: support.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toMatch(/already packed/);
  });
});
