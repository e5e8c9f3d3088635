import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import packAllRoute from '@/pages/api/admin/fulfilment/dates/[date]/pack-all';
import importRoute from '@/pages/api/admin/fulfilment/tracking-import';
import holdRoute from '@/pages/api/admin/orders/[orderId]/hold';
import { auditLog, orders, outboxEmails, shipments } from '@/server/db/schema';
import type { BulkPackView, TrackingImportView } from '@/contracts/admin/orders';
import { createSignedInCustomer } from '../../factories/customers';
import { useRoute } from '../../helpers/call-route';
import {
  createRenewedBox,
  forecastDeliveryDay,
  pastDeliveryDay,
} from '../../helpers/fulfilment-fixtures';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

const UPS = ['1Z999AA10123456784', '1Z12345E0205271688', '1Z12345E6605272234'];

describe('bulk fulfilment: pack a whole date, import a carrier’s tracking CSV', () => {
  const database = useTestDatabase({ seed: true });
  const callPackAll = useRoute(packAllRoute);
  const callImport = useRoute(importRoute);
  const callHold = useRoute(holdRoute);
  const { fulfilment, support } = useStaffRoles(database);

  async function boxesOn(date: string, count: number) {
    const db = database.db();
    const made = [];
    for (let index = 0; index < count; index += 1) {
      const subscribed = await createRenewedBox(db, date);
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.customerId, subscribed.customer.id));
      made.push({ ...subscribed, order: order! });
    }
    return made;
  }
  const packAll = (date: string, token = fulfilment.token) =>
    callPackAll<BulkPackView & Record<string, unknown>>({
      method: 'POST',
      params: { date },
      body: {},
      token,
    });
  const importCsv = (csv: unknown, token = fulfilment.token) =>
    callImport<TrackingImportView & Record<string, unknown>>({
      method: 'POST',
      body: { csv },
      token,
    });

  it('packs every paid box of a date, skipping held ones and saying why (audited)', async () => {
    const db = database.db();
    const date = pastDeliveryDay(3);
    const [kept, held] = await boxesOn(date, 2);
    await callHold({
      method: 'POST',
      params: { orderId: String(held!.order.id) },
      body: { hold: true },
      token: fulfilment.token,
    });
    const answer = await packAll(date);
    expect(answer.status).toBe(200);
    expect(answer.json.packed).toBe(1);
    expect(answer.json.skipped).toEqual([
      { order_id: held!.order.id, pet_id: held!.pet.id, reason: 'on_hold' },
    ]);
    const rows = await db
      .select()
      .from(shipments)
      .where(inArray(shipments.orderId, [kept!.order.id, held!.order.id]));
    expect(rows.map((row) => [row.orderId, row.status])).toEqual([[kept!.order.id, 'packed']]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fulfilment.bulk_pack'), eq(auditLog.targetId, date)));
    expect(audits).toHaveLength(1);
    // Again: nothing more to pack, and nothing reported as a problem.
    expect((await packAll(date)).json).toMatchObject({ packed: 0, skipped: [expect.anything()] });
  });

  it('refuses a forecast date (409), a bad date (400), no token (401) and support (403)', async () => {
    expect((await packAll(forecastDeliveryDay())).status).toBe(409);
    expect((await packAll('2031-02-30')).status).toBe(400);
    expect(
      (await callPackAll({ method: 'POST', params: { date: pastDeliveryDay() }, body: {} })).status,
    ).toBe(401);
    expect((await packAll(pastDeliveryDay(), support.token)).status).toBe(403);
    const { token } = await createSignedInCustomer(database.db());
    expect((await importCsv('1,ups,x', token)).status).toBe(403);
  });

  it('ships each valid row, names bad rows by line, and is idempotent with one email each', async () => {
    const db = database.db();
    const date = pastDeliveryDay(4);
    const [first, second, held] = await boxesOn(date, 3);
    await callHold({
      method: 'POST',
      params: { orderId: String(held!.order.id) },
      body: { hold: true },
      token: fulfilment.token,
    });
    const csv = [
      'order_number,carrier,tracking_number',
      `${first!.order.id},UPS,${UPS[0]}`,
      `#${second!.order.id},ups,${UPS[1]!.toLowerCase()}`,
      `${held!.order.id},UPS,${UPS[2]}`,
      `99999999,UPS,${UPS[2]}`,
      `${first!.order.id},dhl,123`,
    ].join('\r\n');
    const imported = await importCsv(csv);
    expect(imported.status).toBe(200);
    expect(imported.json.shipped).toBe(2);
    expect(imported.json.unchanged).toBe(0);
    expect(imported.json.errors.map((error) => error.line)).toEqual([4, 5, 6]);
    expect(imported.json.errors[0]!.message).toMatch(/on hold/);
    expect(imported.json.errors[1]!.message).toMatch(/no box/);
    const rows = await db
      .select()
      .from(shipments)
      .where(inArray(shipments.orderId, [first!.order.id, second!.order.id, held!.order.id]));
    expect(rows.map((row) => [row.orderId, row.status, row.trackingNumber]).sort()).toEqual(
      [
        [first!.order.id, 'shipped', UPS[0]],
        [second!.order.id, 'shipped', UPS[1]],
      ].sort(),
    );
    const again = await importCsv(csv);
    expect(again.json).toMatchObject({ shipped: 0, unchanged: 2 });
    for (const customer of [first!.customer, second!.customer]) {
      const shippedEmails = await db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, customer.email), eq(outboxEmails.kind, 'shipped')));
      expect(shippedEmails).toHaveLength(1);
    }
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'fulfilment.tracking_import'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ staffId: fulfilment.id, after: { lines: [2, 3] } });
    // A different number for a shipped order is a row error, not a silent change.
    const conflicting = await importCsv(`${first!.order.id},ups,${UPS[2]}`);
    expect(conflicting.json.errors[0]).toMatchObject({ line: 1 });
    expect(conflicting.json.errors[0]!.message).toMatch(/already shipped/);
  });

  it('refuses an empty file (400), a missing one (400) and one over 5,000 rows (422)', async () => {
    expect((await importCsv('order,carrier,tracking\n')).status).toBe(400);
    expect((await importCsv(undefined)).status).toBe(400);
    expect((await importCsv(['1,ups,x'])).status).toBe(400);
    const rows = Array.from({ length: 5001 }, (_, index) => `${index + 1},ups,${UPS[0]}`);
    const tooMany = await importCsv(rows.join('\n'));
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.code).toBe('too_many_boxes');
  });
});
