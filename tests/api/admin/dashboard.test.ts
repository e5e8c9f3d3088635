import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import dashboardRoute from '@/pages/api/admin/dashboard';
import type { DashboardView } from '@/contracts/admin/dashboard';
import { orders, payments, subscriptions } from '@/server/db/schema';
import { addDays, shopToday } from '@/domain/delivery-schedule';
import { createBoxOnItsWay, createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { createStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';
import { clockNow, clockNowMs } from '@/server/clock';
import { AWKWARD_DAYS, atShopDate } from '../../helpers/clock';

describe('the dashboard', () => {
  // Rows are stamped on the shop's clock (stamped-at.ts), so the windows hold on a set day; the
  // last 30 days run back across February into January.
  atShopDate(AWKWARD_DAYS.leapDay);
  const database = useTestDatabase({ seed: true });
  const call = useRoute(dashboardRoute);

  it('adds up plans, boxes, revenue, sign-ups against cancellations and failed payments', async () => {
    const db = database.db();
    const today = shopToday(clockNow());
    const [fulfilment, owner] = await Promise.all([
      createStaff(db, { role: 'fulfilment' }),
      createStaff(db, { role: 'owner' }),
    ]);
    const support = await createStaff(db, { role: 'support' });
    expect((await call({ url: '/api/admin/dashboard/' })).status).toBe(401);

    // Two live plans (one due in three days), one cancelled, each pup its own.
    const due = await createSubscribedCustomer(db, { nextDeliveryDate: addDays(today, 3) });
    const later = await createSubscribedCustomer(db, { nextDeliveryDate: addDays(today, 20) });
    const gone = await createSubscribedCustomer(db, { nextDeliveryDate: addDays(today, 20) });
    await db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelReason: 'Too much food' })
      .where(eq(subscriptions.id, gone.subscription.id));
    // Paid boxes: 100.00 arriving in two days, 50.00 long ago (outside every window).
    await createBoxOnItsWay(db, later.customer.id, later.pet.id, addDays(today, 2));
    const old = await createBoxOnItsWay(db, due.customer.id, due.pet.id, addDays(today, -40));
    await db
      .update(orders)
      .set({ totalCents: 5000, createdAt: new Date(clockNowMs() - 40 * 86_400_000) })
      .where(eq(orders.id, old.id));
    const [declined] = await db
      .select()
      .from(orders)
      .where(eq(orders.customerId, later.customer.id));
    await db.insert(orders).values({
      ...declined!,
      id: undefined,
      status: 'payment_failed',
      renewalKey: 'dashboard-test',
    });
    await db.insert(payments).values({
      customerId: due.customer.id,
      kind: 'payment',
      providerId: 'pi_dashboard_failed',
      clientSecret: 'pi_dashboard_failed_secret_x',
      amountCents: 4000,
      status: 'failed',
    });

    for (const staff of [fulfilment, owner, support]) {
      const answer = await call<DashboardView>({
        url: '/api/admin/dashboard/',
        token: staff.token,
      });
      expect(answer.status).toBe(200);
    }
    // Packers see boxes, never the shop's money.
    const packer = await call<DashboardView>({
      url: '/api/admin/dashboard/',
      token: fulfilment.token,
    });
    expect(packer.json).toMatchObject({
      boxes_this_week: 2,
      revenue_7_days: null,
      revenue_30_days: null,
      refunds_7_days: null,
      refunds_30_days: null,
      net_revenue_7_days: null,
      net_revenue_30_days: null,
      average_box_value: null,
    });
    const { json } = await call<DashboardView>({
      url: '/api/admin/dashboard/',
      token: owner.token,
    });
    expect(json).toMatchObject({
      active_customers: 2,
      active_pups: 2,
      // The box arriving in two days, and the plan due in three.
      boxes_this_week: 2,
      revenue_7_days: 10000,
      revenue_30_days: 10000,
      average_box_value: 10000,
      failed_renewals: 1,
      failed_payments_30_days: 1,
      cancel_reasons: [{ reason: 'Too much food', count: 1 }],
    });
    expect(json.weeks).toHaveLength(8);
    expect(json.weeks.at(-1)).toMatchObject({ started: 3, cancelled: 1 });
  });
});
