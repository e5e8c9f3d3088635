import { clockNow } from '@/server/clock';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import moveRoute from '@/pages/api/admin/fulfilment/dates/[date]/move';
import { auditLog, deliveryDayCapacity, outboxEmails, subscriptions } from '@/server/db/schema';
import { addDays, isDeliveryDay, nextDeliveryAfter, shopToday } from '@/domain/delivery-schedule';
import type { DateMoveView } from '@/contracts/admin/orders';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

/** The n-th delivery day from `from` on (0: `from` itself when it is one). */
function deliveryDayAfter(from: string, n: number) {
  let date = from;
  for (let found = -1; ; date = addDays(date, 1)) {
    if (isDeliveryDay(date)) found += 1;
    if (found === n) return date;
  }
}

describe('moving or skipping a whole delivery date (owners only)', () => {
  const database = useTestDatabase({ seed: true });
  const call = useRoute(moveRoute);
  const { owner, support } = useStaffRoles(database);
  const move = (date: string, body: unknown, token = owner.token) =>
    call<DateMoveView & Record<string, unknown>>({
      method: 'POST',
      params: { date },
      body,
      token,
    });

  it('moves every plan due that day, emails each customer once, audited; a repeat moves none', async () => {
    const db = database.db();
    const from = deliveryDayAfter(addDays(shopToday(clockNow()), 20), 0);
    const to = deliveryDayAfter(from, 1);
    const plans = [
      await createSubscribedCustomer(db, { nextDeliveryDate: from }),
      await createSubscribedCustomer(db, { nextDeliveryDate: from }),
    ];
    const answer = await move(from, { to, reason: 'Carrier strike' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ from, to, moved: 2, skipped: [], ordered_boxes: 0 });
    for (const plan of plans) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, plan.subscription.id));
      expect(row!.nextDeliveryDate).toBe(to);
      const emails = await db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, plan.customer.email), eq(outboxEmails.kind, 'notice')));
      expect(emails).toHaveLength(1);
      expect(emails[0]!.subject).toMatch(/box moves to/);
    }
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fulfilment.date_move'), eq(auditLog.targetId, from)));
    expect(audit).toMatchObject({ staffId: owner.id, after: { to, reason: 'Carrier strike' } });
    expect((await move(from, { to, reason: 'Carrier strike' })).json).toMatchObject({ moved: 0 });
  });

  it('moves only as many plans as the new day has room for, and lists the rest with why', async () => {
    const db = database.db();
    const from = deliveryDayAfter(addDays(shopToday(clockNow()), 20), 4);
    const to = deliveryDayAfter(from, 1);
    const full = deliveryDayAfter(from, 2);
    // The kitchen takes one more box on `to` than it has; `full` takes none.
    await db.insert(deliveryDayCapacity).values([
      { deliveryDate: to, boxes: 1 },
      { deliveryDate: full, boxes: 0 },
    ]);
    const plans = [
      await createSubscribedCustomer(db, { nextDeliveryDate: from }),
      await createSubscribedCustomer(db, { nextDeliveryDate: from }),
    ];
    const none = await move(from, { to: full, reason: 'Carrier strike' });
    expect(none.json).toMatchObject({ moved: 0 });
    expect(none.json.skipped.map((skip) => skip.subscription_id)).toEqual(
      plans.map((plan) => plan.subscription.id),
    );
    expect(none.json.skipped[0]!.reason).toMatch(/fully booked \(0 of 0 boxes\)/);
    const some = await move(from, { to, reason: 'Carrier strike' });
    expect(some.json).toMatchObject({ moved: 1 });
    expect(some.json.skipped).toEqual([
      {
        subscription_id: plans[1]!.subscription.id,
        reason: expect.stringMatching(/fully booked \(1 of 1 boxes\)/),
      },
    ]);
    const rows = await db
      .select({ next: subscriptions.nextDeliveryDate })
      .from(subscriptions)
      .where(eq(subscriptions.nextDeliveryDate, to));
    expect(rows).toHaveLength(1);
  });

  it('skips each plan to its following box when no date is given', async () => {
    const db = database.db();
    const from = deliveryDayAfter(addDays(shopToday(clockNow()), 20), 2);
    const plan = await createSubscribedCustomer(db, { nextDeliveryDate: from, weeksOfFood: 2 });
    const answer = await move(from, { to: null, reason: 'Kitchen closed' });
    expect(answer.json).toMatchObject({ moved: 1, to: null });
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, plan.subscription.id));
    expect(row!.nextDeliveryDate).toBe(nextDeliveryAfter(from, 2));
  });

  it('keeps to the customer’s rules: change-by day, delivery days, eight weeks', async () => {
    const soon = deliveryDayAfter(addDays(shopToday(clockNow()), 1), 0);
    expect((await move(soon, { to: null, reason: 'x' })).json.code).toBe('too_late_to_change');
    const from = deliveryDayAfter(addDays(shopToday(clockNow()), 20), 0);
    let sunday = from;
    while (new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    expect((await move(from, { to: sunday, reason: 'x' })).json.code).toBe('not_a_delivery_day');
    expect((await move(from, { to: addDays(from, 70), reason: 'x' })).status).toBe(400);
  });

  it('answers 400 for bad input, 401 without a token, 403 for support', async () => {
    const from = deliveryDayAfter(addDays(shopToday(clockNow()), 20), 0);
    expect((await move(from, { to: 'soon', reason: 'x' })).status).toBe(400);
    expect((await move(from, { to: null })).status).toBe(400);
    expect((await move('2031-13-01', { to: null, reason: 'x' })).status).toBe(400);
    expect((await call({ method: 'POST', params: { date: from }, body: {} })).status).toBe(401);
    expect((await move(from, { to: null, reason: 'x' }, support.token)).status).toBe(403);
  });
});
