import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import shipToRoute from '@/pages/api/admin/orders/[orderId]/ship-to';
import adminAddressRoute from '@/pages/api/admin/customers/[customerId]/address';
import customerAddressRoute from '@/pages/api/v3/customers/[id]/address';
import { auditLog, orders, orderTaxLines, shipments } from '@/server/db/schema';
import { boxPage } from '@/server/services/fulfilment/fulfilment-repository';
import { createRenewedCustomer } from '../../factories/renewal-orders';
import { createSignedInCustomer } from '../../factories/customers';
import { SHIPPING } from '../../helpers/checkout-fixtures';
import { useRoute } from '../../helpers/call-route';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

const NEW_HOME = { ...SHIPPING, address1: '40 Willow Lane', address2: 'Apt 3', zip_code: '97205' };
const MANHATTAN = {
  ...SHIPPING,
  address1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  zip_code: '10118',
};

describe('an order’s ship-to, before it is packed', () => {
  const database = useTestDatabase({ seed: true });
  const shipTo = useRoute(shipToRoute);
  const adminAddress = useRoute(adminAddressRoute);
  const customerAddress = useRoute(customerAddressRoute);
  const { support, fulfilment } = useStaffRoles(database);
  const edit = (orderId: number, body: unknown, token = support.token) =>
    shipTo<Record<string, unknown>>({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/ship-to/`,
      params: { orderId: String(orderId) },
      body,
      token,
    });
  const orderOf = async (id: number) =>
    (await database.db().select().from(orders).where(eq(orders.id, id)))[0]!;

  it('support changes it; the packing list reads it; once packed it is refused', async () => {
    const db = database.db();
    const { order, pet } = await createRenewedCustomer(db);
    const answer = await edit(order.id, NEW_HOME);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ order_id: order.id, changed: true });
    expect((await orderOf(order.id)).shippingAddress).toMatchObject({
      address1: '40 Willow Lane',
      address2: 'Apt 3',
      zip_code: '97205',
    });
    const [box] = await boxPage(db, null, { limit: 5, offset: 0, orderId: order.id });
    expect(box!.shipTo).toMatchObject({ address1: '40 Willow Lane' });
    const audit = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order.ship_to.edit'), eq(auditLog.targetId, String(order.id))),
      );
    expect(audit).toEqual([
      expect.objectContaining({
        staffId: support.id,
        before: expect.objectContaining({
          ship_to: expect.objectContaining({ address1: SHIPPING.address1 }),
        }),
      }),
    ]);

    await db.insert(shipments).values({ orderId: order.id, petId: pet.id, status: 'packed' });
    const packed = await edit(order.id, SHIPPING);
    expect(packed.status).toBe(409);
    expect(packed.json.code).toBe('order_not_editable');
    expect((await orderOf(order.id)).shippingAddress).toMatchObject({ address1: '40 Willow Lane' });
  });

  it('a renewal not charged yet takes the new address’s tax; a paid one keeps its money', async () => {
    const db = database.db();
    const { order: waiting } = await createRenewedCustomer(db, { card: 'pm_card_chargeDeclined' });
    expect(waiting.taxCents).toBe(0);
    const moved = await edit(waiting.id, MANHATTAN);
    expect(moved.status).toBe(200);
    const after = await orderOf(waiting.id);
    expect(after.taxCents).toBeGreaterThan(0);
    expect(after.totalCents).toBe(waiting.totalCents + after.taxCents);
    const lines = await db
      .select()
      .from(orderTaxLines)
      .where(eq(orderTaxLines.orderId, waiting.id));
    expect(lines.reduce((sum, line) => sum + line.taxCents, 0)).toBe(after.taxCents);

    const { order: paid } = await createRenewedCustomer(db);
    const refused = await edit(paid.id, MANHATTAN);
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toMatch(/changes this paid box’s tax by \$\d+\.\d\d/);
    expect(await orderOf(paid.id)).toMatchObject({
      totalCents: paid.totalCents,
      taxCents: paid.taxCents,
    });
  });

  it('refuses bad input (400), fulfilment and customers (403), unknown orders (404)', async () => {
    const db = database.db();
    const { order } = await createRenewedCustomer(db);
    const poBox = await edit(order.id, { ...SHIPPING, address1: 'PO Box 12' });
    expect(poBox.status).toBe(400);
    expect(poBox.json.address1).toBeDefined();
    expect((await edit(order.id, NEW_HOME, fulfilment.token)).status).toBe(403);
    const { token } = await createSignedInCustomer(db);
    expect((await edit(order.id, NEW_HOME, token)).status).toBe(403);
    expect((await edit(999_999, NEW_HOME)).status).toBe(404);
    expect((await orderOf(order.id)).shippingAddress).toMatchObject({
      address1: SHIPPING.address1,
    });
  });

  it('a customer’s new address goes to the boxes already ordered only when they say so', async () => {
    const db = database.db();
    const { order, customer, token } = await createRenewedCustomer(db);
    const save = (body: unknown) =>
      customerAddress<Record<string, unknown>>({
        method: 'POST',
        url: `/api/v3/customers/${customer.id}/address/`,
        params: { id: String(customer.id) },
        body,
        token,
      });
    const read = await customerAddress<Record<string, unknown>>({
      url: `/api/v3/customers/${customer.id}/address/`,
      params: { id: String(customer.id) },
      token,
    });
    expect(read.json.open_boxes).toEqual([
      { order_id: order.id, delivery_date: order.deliveryDate },
    ]);
    expect((await save(NEW_HOME)).status).toBe(200);
    expect((await orderOf(order.id)).shippingAddress).toMatchObject({
      address1: SHIPPING.address1,
    });
    const applied = await save({ ...NEW_HOME, address1: '41 Willow Lane', apply_to_orders: true });
    expect(applied.status).toBe(200);
    expect(applied.json.orders_moved).toEqual([
      expect.objectContaining({ order_id: order.id, changed: true }),
    ]);
    expect((await orderOf(order.id)).shippingAddress).toMatchObject({ address1: '41 Willow Lane' });

    // Support, for the customer, with the same question; audited with the boxes moved.
    const bySupport = await adminAddress<Record<string, unknown>>({
      method: 'PUT',
      url: `/api/admin/customers/${customer.id}/address/`,
      params: { customerId: String(customer.id) },
      body: { ...NEW_HOME, address1: '42 Willow Lane', apply_to_orders: true },
      token: support.token,
    });
    expect(bySupport.status).toBe(200);
    expect((await orderOf(order.id)).shippingAddress).toMatchObject({ address1: '42 Willow Lane' });
    const [row] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'customer.address.edit'),
          eq(auditLog.targetId, String(customer.id)),
        ),
      );
    expect(row!.after).toMatchObject({
      orders_moved: [expect.objectContaining({ order_id: order.id })],
    });
  });
});
