import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import dashboardRoute from '@/pages/api/admin/dashboard';
import type { DashboardView } from '@/contracts/admin/dashboard';
import { orders, refunds, shipments } from '@/server/db/schema';
import { addDays, shopToday } from '@/domain/delivery-schedule';
import { createBoxOnItsWay, createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { createStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';
import { clockNow } from '@/server/clock';

describe('the dashboard counts boxes to pack and money as an operations lead means them', () => {
  const database = useTestDatabase({ seed: true });
  const call = useRoute(dashboardRoute);

  it('leaves out shipped boxes, unpaid renewals and $0 reships; nets refunds off revenue', async () => {
    const db = database.db();
    const today = shopToday(clockNow());
    const owner = await createStaff(db, { role: 'owner' });
    const later = { nextDeliveryDate: addDays(today, 20) };
    const [packing, shipped, reshipped, declined, due] = await Promise.all([
      createSubscribedCustomer(db, later),
      createSubscribedCustomer(db, later),
      createSubscribedCustomer(db, later),
      createSubscribedCustomer(db, { nextDeliveryDate: addDays(today, 3) }),
      createSubscribedCustomer(db, { nextDeliveryDate: addDays(today, 4) }),
    ]);
    // To pack: a paid $100 box in two days.
    const box = await createBoxOnItsWay(db, packing.customer.id, packing.pet.id, addDays(today, 2));
    // Not to pack: a paid $100 box already on the truck.
    const gone = await createBoxOnItsWay(
      db,
      shipped.customer.id,
      shipped.pet.id,
      addDays(today, 2),
    );
    await db.insert(shipments).values({
      orderId: gone.id,
      petId: shipped.pet.id,
      status: 'shipped',
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      shippedAt: clockNow(),
    });
    // To pack, worth nothing: a free reship.
    const reship = await createBoxOnItsWay(
      db,
      reshipped.customer.id,
      reshipped.pet.id,
      addDays(today, 5),
    );
    await db
      .update(orders)
      .set({ kind: 'reship', subtotalCents: 0, totalCents: 0 })
      .where(eq(orders.id, reship.id));
    // Not to pack: a plan due in three days whose renewal was declined.
    const unpaid = await createBoxOnItsWay(
      db,
      declined.customer.id,
      declined.pet.id,
      addDays(today, 3),
    );
    await db
      .update(orders)
      .set({
        status: 'payment_failed',
        renewalKey: `subscription-${declined.subscription.id}-${addDays(today, 3)}`,
        subscriptionId: declined.subscription.id,
      })
      .where(eq(orders.id, unpaid.id));
    // $25.00 of the first box went back to the card; $5.00 more as account credit.
    await db.insert(refunds).values([
      {
        orderId: box.id,
        staffId: owner.id,
        amountCents: 2500,
        reason: 'Torn bag',
        status: 'succeeded',
        idempotencyKey: 'dash-1',
      },
      {
        orderId: box.id,
        staffId: owner.id,
        amountCents: 500,
        reason: 'Late',
        status: 'succeeded',
        destination: 'credit',
        idempotencyKey: 'dash-2',
      },
    ]);

    const { status, json } = await call<DashboardView>({
      url: '/api/admin/dashboard/',
      token: owner.token,
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      // The box in two days, the reship, and the plan due in four days (`due`, not ordered).
      boxes_this_week: 3,
      revenue_30_days: 20000,
      refunds_30_days: 2500,
      net_revenue_30_days: 17500,
      revenue_7_days: 20000,
      refunds_7_days: 2500,
      net_revenue_7_days: 17500,
      average_box_value: 10000,
    });
    expect(due.subscription.nextDeliveryDate).toBe(addDays(today, 4));
  });
});
