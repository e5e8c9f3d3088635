import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import deliveredRoute from '@/pages/api/admin/orders/[orderId]/delivered';
import { auditLog, orderItems, outboxEmails, shipments } from '@/server/db/schema';
import { addDays, shopToday } from '@/domain/delivery-schedule';
import { clockNow } from '@/server/clock';
import { quoteClaim } from '@/server/services/claims/claim-service';
import { createSignedInCustomer } from '../../factories/customers';
import { createBoxOnItsWay, createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { AWKWARD_DAYS, atShopDate } from '../../helpers/clock';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

atShopDate(AWKWARD_DAYS.wednesday);

describe('mark delivered by hand (a carrier that sends no events)', () => {
  const database = useTestDatabase({ seed: true });
  const delivered = useRoute(deliveredRoute);
  const { support, fulfilment } = useStaffRoles(database);
  const mark = (orderId: number, body: unknown, token: string) =>
    delivered<Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/delivered/`,
      params: { orderId: String(orderId) },
      body,
      token,
    });

  /** A paid box due in three days, handed to a local courier today (no tracking events). */
  async function boxWithLocalCourier(shipped = true) {
    const db = database.db();
    const subscribed = await createSubscribedCustomer(db);
    const order = await createBoxOnItsWay(
      db,
      subscribed.customer.id,
      subscribed.pet.id,
      addDays(shopToday(clockNow()), 3),
    );
    await db.insert(shipments).values({
      orderId: order.id,
      petId: subscribed.pet.id,
      status: shipped ? 'shipped' : 'packed',
      carrier: 'other',
      trackingUrl: 'https://courier.example/track',
      shippedAt: shipped ? clockNow() : null,
    });
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    return { ...subscribed, order, item: item! };
  }

  it('opens the claim window and emails the customer, as a carrier event would; audited', async () => {
    const db = database.db();
    const { customer, order, item } = await boxWithLocalCourier();
    const damaged = {
      problem: 'damaged' as const,
      lines: [{ order_item_id: item.id, quantity: 1 }],
    };
    await expect(quoteClaim(db, customer.id, order.id, damaged)).rejects.toMatchObject({
      code: 'claim_not_arrived',
    });

    const answer = await mark(
      order.id,
      { reason: 'Courier phoned: left at the door' },
      fulfilment.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ order_id: order.id, boxes: 1 });

    expect((await quoteClaim(db, customer.id, order.id, damaged)).credit).toBeGreaterThan(0);
    const [box] = await db.select().from(shipments).where(eq(shipments.orderId, order.id));
    expect(box).toMatchObject({ parcelStatus: 'delivered' });
    expect(box!.deliveredAt).not.toBeNull();
    const mails = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, customer.email), eq(outboxEmails.kind, 'delivered')));
    expect(mails).toHaveLength(1);
    const audit = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order.mark_delivered'), eq(auditLog.targetId, String(order.id))),
      );
    expect(audit).toEqual([
      expect.objectContaining({
        staffId: fulfilment.id,
        after: expect.objectContaining({ reason: 'Courier phoned: left at the door' }),
      }),
    ]);

    // Twice is refused, and sends nothing more.
    const again = await mark(order.id, { reason: 'Again' }, support.token);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('already_delivered');
  });

  it('refuses no reason (400), a box not shipped (409), unknown orders (404) and customers (403)', async () => {
    const db = database.db();
    const { order } = await boxWithLocalCourier(false);
    const noReason = await mark(order.id, { reason: '  ' }, support.token);
    expect(noReason.status).toBe(400);
    expect(noReason.json.reason).toBeDefined();
    const packed = await mark(order.id, { reason: 'Courier says so' }, support.token);
    expect(packed.status).toBe(409);
    expect(packed.json.code).toBe('not_shipped');
    expect((await mark(999_999, { reason: 'Courier says so' }, support.token)).status).toBe(404);
    const { token } = await createSignedInCustomer(db);
    expect((await mark(order.id, { reason: 'Courier says so' }, token)).status).toBe(403);
    const rows = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order.mark_delivered'), eq(auditLog.targetId, String(order.id))),
      );
    expect(rows).toEqual([]);
  });
});
