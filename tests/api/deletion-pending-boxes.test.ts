import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import adminDeleteRoute from '@/pages/api/admin/customers/[customerId]/delete-account';
import deleteRoute from '@/pages/api/v3/customers/[id]/delete_account';
import { customers, orders, refunds, shipments } from '@/server/db/schema';
import { ingestCarrierEvent } from '@/server/services/tracking/parcel-events';
import { clockNow } from '@/server/clock';
import { customerReadyToPay, SHIPPING } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { usePurchaseRoutes } from '../helpers/purchase-routes';
import { createStaff, stepUpHeaders } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

/**
 * Issue 49, item 2: deleting an account with a paid box not shipped yet kept the order paid,
 * erased its address, refunded nothing and said nothing. Now the owner is told and chooses.
 */
describe('deleting an account with a paid box not shipped yet', () => {
  const database = useTestDatabase({ seed: true });
  const purchase = usePurchaseRoutes();
  const deleteCall = useRoute(deleteRoute);
  const adminDeleteCall = useRoute(adminDeleteRoute);

  const deleteAccount = (customerId: number, token: string, body: unknown) =>
    deleteCall({
      method: 'POST',
      url: `/api/v3/customers/${customerId}/delete_account/`,
      params: { id: String(customerId) },
      token,
      body,
    });
  const staffDelete = (
    customerId: number,
    token: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    adminDeleteCall({
      method: 'POST',
      url: `/api/admin/customers/${customerId}/delete-account/`,
      params: { customerId: String(customerId) },
      token,
      body,
      headers,
    });

  /** A customer whose first box is paid for and not shipped yet. */
  async function paidBoxComing() {
    const ready = await customerReadyToPay(database.db());
    const { order } = await purchase(ready.customer.id, ready.token, ready.cart.cart_id);
    const [row] = await database
      .db()
      .select()
      .from(orders)
      .where(eq(orders.id, (order as { id: number }).id));
    return { ...ready, order: row! };
  }
  const orderOf = async (id: number) =>
    (await database.db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const accountOf = async (id: number) =>
    (await database.db().select().from(customers).where(eq(customers.id, id)))[0]!;

  it('answers 409 with the box (date, amount) when no choice is given, and deletes nothing', async () => {
    const { customer, token, order, pet } = await paidBoxComing();
    const asked = await deleteAccount(customer.id, token, { confirm_email: customer.email });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({
      code: 'pending_boxes',
      pending_boxes: [
        {
          order_id: order.id,
          delivery_date: order.deliveryDate,
          amount: order.totalCents,
          pet_names: [pet.name],
          can_refund: true,
        },
      ],
    });
    expect((await accountOf(customer.id)).email).toBe(customer.email);
    expect((await orderOf(order.id)).shippingAddress.address1).toBe(SHIPPING.address1);

    const unknown = await deleteAccount(customer.id, token, {
      confirm_email: customer.email,
      pending_boxes: 'later',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toHaveProperty('pending_boxes');
  });

  it('"refund": the box is cancelled with a full refund to the card before the account goes', async () => {
    const db = database.db();
    const { customer, token, order } = await paidBoxComing();
    const deleted = await deleteAccount(customer.id, token, {
      confirm_email: customer.email,
      pending_boxes: 'refund',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ deleted: true, boxes_refunded: 1, boxes_shipped: 0 });
    const given = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(given).toMatchObject([
      { destination: 'card', status: 'succeeded', amountCents: order.totalCents, staffId: null },
    ]);
    const after = await orderOf(order.id);
    expect(after.holdReason).toBe('refunded');
    expect(after.shippingAddress).toMatchObject({ address1: '', state: SHIPPING.state });
    expect((await accountOf(customer.id)).email).toBe(`deleted-${customer.id}@invalid`);
  });

  it('"ship": the address is kept for the box until it is delivered, then erased', async () => {
    const db = database.db();
    const { customer, token, order, pet } = await paidBoxComing();
    const deleted = await deleteAccount(customer.id, token, {
      confirm_email: customer.email,
      pending_boxes: 'ship',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ deleted: true, boxes_shipped: 1, boxes_refunded: 0 });
    const kept = await orderOf(order.id);
    expect(kept).toMatchObject({ status: 'paid', holdReason: null });
    expect(kept.shippingAddress).toMatchObject({
      address1: SHIPPING.address1,
      zip_code: SHIPPING.zip_code,
    });
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);

    const trackingNumber = `1Z999AA10${order.id}`.padEnd(18, '7');
    await db.insert(shipments).values({
      orderId: order.id,
      petId: pet.id,
      status: 'shipped',
      carrier: 'ups',
      trackingNumber,
      shippedAt: clockNow(),
    });
    const event = { carrier: 'ups' as const, trackingNumber, occurredAt: clockNow() };
    await ingestCarrierEvent(db, {
      ...event,
      eventId: `${trackingNumber}-1`,
      status: 'out_for_delivery',
    });
    expect((await orderOf(order.id)).shippingAddress.address1).toBe(SHIPPING.address1);
    await ingestCarrierEvent(db, { ...event, eventId: `${trackingNumber}-2`, status: 'delivered' });
    const erased = await orderOf(order.id);
    expect(erased.shippingAddress).toMatchObject({
      first_name: '',
      address1: '',
      zip_code: '',
      phone: '',
      state: SHIPPING.state,
    });
    expect(JSON.stringify(erased)).not.toContain(SHIPPING.address1);
  });

  it('staff deletions follow the same rule: 409 with the box, then the choice', async () => {
    const { customer, order } = await paidBoxComing();
    const support = await createStaff(database.db(), { role: 'support' });
    const code = await stepUpHeaders(database.db(), support);
    const asked = await staffDelete(
      customer.id,
      support.token,
      { confirm_email: customer.email },
      code,
    );
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({
      code: 'pending_boxes',
      pending_boxes: [{ order_id: order.id, amount: order.totalCents }],
    });
    // The 409 left the code unspent: the choice goes with the same code.
    const deleted = await staffDelete(
      customer.id,
      support.token,
      { confirm_email: customer.email, pending_boxes: 'refund' },
      code,
    );
    expect(deleted.status).toBe(200);
    const given = await database.db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(given).toMatchObject([{ amountCents: order.totalCents, staffId: support.id }]);
  });
});
