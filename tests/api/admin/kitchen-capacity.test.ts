import { clockNow } from '@/server/clock';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import capacityRoute from '@/pages/api/admin/capacity/index';
import dayRoute from '@/pages/api/admin/capacity/[date]';
import daysRoute from '@/pages/api/admin/fulfilment/capacity';
import { auditLog } from '@/server/db/schema';
import { addDays, firstDeliveryOptions, parseIsoDate, shopToday } from '@/domain/delivery-schedule';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { createSignedInCustomer } from '../../factories/customers';
import { useRoute } from '../../helpers/call-route';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

interface Day {
  delivery_date: string;
  booked: number;
  capacity: number;
  free: number;
  override: boolean;
}

/** Issue 35 item 2: owners set the kitchen's boxes per delivery day (audited); others may not. */
describe('kitchen capacity in the console', () => {
  const database = useTestDatabase({ seed: true });
  const settings = useRoute(capacityRoute);
  const day = useRoute(dayRoute);
  const days = useRoute(daysRoute);
  const { owner, support, fulfilment } = useStaffRoles(database);
  const today = shopToday(clockNow());
  const deliveryDay = firstDeliveryOptions(today)[2]!;
  const setDefault = (body: unknown, token = owner.token) =>
    settings({ method: 'PUT', url: '/api/admin/capacity/', body, token });
  const setDay = (date: string, body: unknown, token = owner.token, method = 'PUT') =>
    day({ method, url: `/api/admin/capacity/${date}/`, params: { date }, body, token });
  const lastAudit = async (action: string) =>
    (
      await database
        .db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.staffId, owner.id)))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it('answers 401 without a token and 403 to support, fulfilment and customers', async () => {
    const customer = await createSignedInCustomer(database.db());
    expect((await settings({ url: '/api/admin/capacity/' })).status).toBe(401);
    expect((await settings({ url: '/api/admin/capacity/', token: 'forged' })).status).toBe(401);
    for (const token of [support.token, fulfilment.token, customer.token]) {
      expect((await settings({ url: '/api/admin/capacity/', token })).status).toBe(403);
      expect((await setDefault({ default_boxes: 1 }, token)).status).toBe(403);
      expect((await setDay(deliveryDay, { boxes: 1 }, token)).status).toBe(403);
      expect((await setDay(deliveryDay, undefined, token, 'DELETE')).status).toBe(403);
    }
    expect(
      (await days({ url: '/api/admin/fulfilment/capacity/', token: support.token })).status,
    ).toBe(403);
  });

  it('lets an owner set the default: whole, bounded, audited', async () => {
    for (const bad of [
      { default_boxes: -1 },
      { default_boxes: 1.5 },
      { default_boxes: '40' },
      { default_boxes: 100_001 },
      { default_boxes: null },
      {},
    ]) {
      const refused = await setDefault(bad);
      expect({ bad, status: refused.status }).toEqual({ bad, status: 400 });
    }
    const set = await setDefault({ default_boxes: 120 });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ default_boxes: 120, updated_by: owner.id });
    expect(await lastAudit('capacity.default')).toMatchObject({
      targetType: 'kitchen_capacity',
      after: { default_boxes: 120 },
    });
    const read = await settings({ url: '/api/admin/capacity/', token: owner.token });
    expect(read.json).toMatchObject({ default_boxes: 120 });
  });

  it('sets and clears one day (audited), refusing a day gone with 422', async () => {
    const yesterday = addDays(today, -1);
    expect(await setDay(yesterday, { boxes: 5 })).toMatchObject({
      status: 422,
      json: { code: 'date_in_past' },
    });
    expect((await setDay('2026-02-30', { boxes: 5 })).status).toBe(400);
    expect((await setDay('tomorrow', { boxes: 5 })).status).toBe(400);
    let sunday = addDays(today, 1);
    while (parseIsoDate(sunday)!.getUTCDay() !== 0) sunday = addDays(sunday, 1);
    expect(await setDay(sunday, { boxes: 5 })).toMatchObject({
      status: 400,
      json: { code: 'not_a_delivery_day' },
    });
    for (const bad of [{ boxes: -3 }, { boxes: 2.5 }, { boxes: 'ten' }, {}])
      expect((await setDay(deliveryDay, bad)).status).toBe(400);

    const set = await setDay(deliveryDay, { boxes: 7 });
    expect(set).toMatchObject({ status: 200, json: { delivery_date: deliveryDay, boxes: 7 } });
    expect(await lastAudit('capacity.day')).toMatchObject({
      targetId: deliveryDay,
      before: { boxes: null },
      after: { boxes: 7 },
    });
    const read = await settings({ url: '/api/admin/capacity/', token: owner.token });
    expect(read.json.overrides).toEqual([
      expect.objectContaining({ delivery_date: deliveryDay, boxes: 7 }),
    ]);

    expect((await setDay(deliveryDay, undefined, owner.token, 'DELETE')).status).toBe(204);
    expect(await lastAudit('capacity.day_cleared')).toMatchObject({
      before: { boxes: 7 },
      after: { boxes: null },
    });
    const after = await settings({ url: '/api/admin/capacity/', token: owner.token });
    expect(after.json.overrides).toEqual([]);
  });

  it('shows fulfilment the coming days, booked against capacity', async () => {
    await setDefault({ default_boxes: 50 });
    await createSubscribedCustomer(database.db(), { nextDeliveryDate: deliveryDay });
    await createSubscribedCustomer(database.db(), { nextDeliveryDate: deliveryDay });
    await setDay(deliveryDay, { boxes: 2 });
    const read = await days<{ results: Day[] }>({
      url: '/api/admin/fulfilment/capacity/',
      token: fulfilment.token,
    });
    expect(read.status).toBe(200);
    expect(read.json.results.find((row) => row.delivery_date === deliveryDay)).toEqual({
      delivery_date: deliveryDay,
      booked: 2,
      capacity: 2,
      free: 0,
      override: true,
    });
    const other = read.json.results.find((row) => row.delivery_date !== deliveryDay)!;
    expect(other).toMatchObject({ capacity: 50, override: false });
    expect(read.json.results.length).toBeGreaterThanOrEqual(15);
  });
});
