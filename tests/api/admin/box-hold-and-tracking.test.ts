import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import holdRoute from '@/pages/api/admin/orders/[orderId]/hold';
import refundsRoute from '@/pages/api/admin/orders/[orderId]/refunds';
import packRoute from '@/pages/api/admin/fulfilment/boxes/[orderId]/[petId]/pack';
import shipRoute from '@/pages/api/admin/fulfilment/boxes/[orderId]/[petId]/ship';
import trackingRoute from '@/pages/api/admin/fulfilment/boxes/[orderId]/[petId]/tracking';
import boxesRoute from '@/pages/api/admin/fulfilment/dates/[date]/boxes';
import exportRoute from '@/pages/api/admin/fulfilment/dates/[date]/export';
import { auditLog, orders, pets } from '@/server/db/schema';
import { createSignedInCustomer } from '../../factories/customers';
import { useRoute } from '../../helpers/call-route';
import { createRenewedBox, pastDeliveryDay } from '../../helpers/fulfilment-fixtures';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

type Box = Record<string, unknown> & { order_id: number; pet_id: number };

describe('held boxes, allergies and tracking corrections (fulfilment API)', () => {
  const database = useTestDatabase({ seed: true });
  const callHold = useRoute(holdRoute);
  const callRefund = useRoute(refundsRoute);
  const callPack = useRoute(packRoute);
  const callShip = useRoute(shipRoute);
  const callTracking = useRoute(trackingRoute);
  const callBoxes = useRoute(boxesRoute);
  const callExport = useRoute(exportRoute);
  const past = pastDeliveryDay();
  const { fulfilment, support } = useStaffRoles(database);

  async function boxFor(subscribed: { pet: { id: number } }) {
    const answer = await callBoxes<{ results: Box[] }>({
      params: { date: past },
      token: fulfilment.token,
    });
    return answer.json.results.find((box) => box.pet_id === subscribed.pet.id)!;
  }
  const params = (box: Box) => ({ orderId: String(box.order_id), petId: String(box.pet_id) });
  const pack = (box: Box) =>
    callPack<Record<string, unknown>>({
      method: 'POST',
      params: params(box),
      body: {},
      token: fulfilment.token,
    });
  const ship = (box: Box, tracking = '1Z999AA10123456784') =>
    callShip<Record<string, unknown>>({
      method: 'POST',
      params: params(box),
      body: { carrier: 'ups', tracking_number: tracking },
      token: fulfilment.token,
    });
  const hold = (orderId: number, body: unknown, token = fulfilment.token) =>
    callHold<Record<string, unknown>>({
      method: 'POST',
      params: { orderId: String(orderId) },
      body,
      token,
    });

  it('shows fulfilment the pup’s allergies on the box and in the CSV', async () => {
    const db = database.db();
    const subscribed = await createRenewedBox(db, past);
    await db
      .update(pets)
      .set({ allergies: ['dairy', 'chicken'] })
      .where(eq(pets.id, subscribed.pet.id));
    const box = await boxFor(subscribed);
    expect(box.allergies).toEqual(['Chicken', 'Dairy']);
    const csv = await callExport({ params: { date: past }, token: fulfilment.token });
    const header = csv.text.split('\r\n')[0]!.split(',');
    expect(header.slice(-2)).toEqual(['allergies', 'do_not_ship']);
    expect(csv.text).toContain(',Chicken; Dairy,');
    const [exported] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fulfilment.export'), eq(auditLog.targetId, past)));
    expect(exported).toMatchObject({ staffId: fulfilment.id, targetType: 'delivery_date' });
  });

  it('flags a box refunded in full and refuses to pack or ship it', async () => {
    const db = database.db();
    const subscribed = await createRenewedBox(db, past);
    const box = await boxFor(subscribed);
    const refunded = await callRefund<Record<string, unknown>>({
      method: 'POST',
      params: { orderId: String(box.order_id) },
      body: { idempotency_key: randomUUID(), reason: 'Cancelled by phone', full: true },
      token: support.token,
    });
    expect(refunded.status).toBe(201);
    expect((await boxFor(subscribed)).hold).toEqual({ reason: 'refunded', note: null });
    const packed = await pack(box);
    expect(packed.status).toBe(409);
    expect(packed.json.code).toBe('box_on_hold');
    // The packer cannot release a refunded box; support (who may refund) can.
    expect((await hold(box.order_id, { hold: false })).status).toBe(403);
    expect((await hold(box.order_id, { hold: false }, support.token)).status).toBe(200);
  });

  it('lets staff hold a box (audited) and release it; bad input 400, customers 403', async () => {
    const db = database.db();
    const subscribed = await createRenewedBox(db, past);
    const box = await boxFor(subscribed);
    expect((await hold(box.order_id, { hold: 'maybe' })).status).toBe(400);
    const { token } = await createSignedInCustomer(db);
    expect((await hold(box.order_id, { hold: true }, token)).status).toBe(403);
    expect((await hold(999999, { hold: true })).status).toBe(404);
    const held = await hold(box.order_id, { hold: true, note: 'Address looks wrong' });
    expect(held.status).toBe(200);
    expect(held.json).toMatchObject({ order_id: box.order_id, hold: { reason: 'staff' } });
    // The answer names the order, never the customer.
    expect(JSON.stringify(held.json)).not.toMatch(/email|name|address1|card/i);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.hold'), eq(auditLog.targetId, String(box.order_id))));
    expect(audit).toMatchObject({
      staffId: fulfilment.id,
      after: { hold_reason: 'staff', hold_note: 'Address looks wrong' },
    });
    expect((await pack(box)).status).toBe(409);
    expect((await hold(box.order_id, { hold: false })).status).toBe(200);
    expect((await pack(box)).status).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, box.order_id));
    expect(order!.holdReason).toBeNull();
  });

  it('corrects a shipped box’s tracking number, audited with the old one', async () => {
    const db = database.db();
    const subscribed = await createRenewedBox(db, past);
    const box = await boxFor(subscribed);
    const correct = (tracking: string, token = fulfilment.token) =>
      callTracking<Record<string, unknown>>({
        method: 'PUT',
        params: params(box),
        body: { carrier: 'ups', tracking_number: tracking },
        token,
      });
    expect((await correct('1Z999AA10123456784')).status).toBe(409);
    await pack(box);
    expect((await ship(box)).status).toBe(200);
    expect((await correct('not a number')).status).toBe(400);
    expect((await correct('1ZA9999999999999999', support.token)).status).toBe(403);
    const fixed = await correct('1Z12345E0205271688');
    expect(fixed.status).toBe(200);
    expect(fixed.json).toMatchObject({ status: 'shipped', tracking_number: '1Z12345E0205271688' });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'fulfilment.tracking_correct'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      staffId: fulfilment.id,
      before: { tracking_number: '1Z999AA10123456784' },
      after: { tracking_number: '1Z12345E0205271688' },
    });
  });
});
