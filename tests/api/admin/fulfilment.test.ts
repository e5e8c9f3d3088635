import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import shipRoute from '@/pages/api/admin/fulfilment/boxes/[orderId]/[petId]/ship';
import packRoute from '@/pages/api/admin/fulfilment/boxes/[orderId]/[petId]/pack';
import boxesRoute from '@/pages/api/admin/fulfilment/dates/[date]/boxes';
import exportRoute from '@/pages/api/admin/fulfilment/dates/[date]/export';
import forecastRoute from '@/pages/api/admin/fulfilment/dates/[date]/forecast';
import dateRoute from '@/pages/api/admin/fulfilment/dates/[date]/index';
import pickListRoute from '@/pages/api/admin/fulfilment/dates/[date]/pick-list';
import datesRoute from '@/pages/api/admin/fulfilment/dates/index';
import ordersRoute from '@/pages/api/v3/customers/[id]/orders/index';
import { auditLog, outboxEmails, pets, recipes } from '@/server/db/schema';
import { boxContents } from '@/domain/box-contents';
import { PACKING_CSV_COLUMNS } from '@/domain/packing-csv';
import { createSignedInCustomer } from '../../factories/customers';
import { useRoute } from '../../helpers/call-route';
import {
  createForecastDate,
  createRenewedBox,
  forecastDeliveryDay,
  pastDeliveryDay,
} from '../../helpers/fulfilment-fixtures';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

type Json = Record<string, unknown> & { results: Array<Record<string, unknown>> };

describe('fulfilment API', () => {
  const database = useTestDatabase({ seed: true });
  const callDates = useRoute(datesRoute);
  const callDate = useRoute(dateRoute);
  const callBoxes = useRoute(boxesRoute);
  const callForecast = useRoute(forecastRoute);
  const callPickList = useRoute(pickListRoute);
  const callExport = useRoute(exportRoute);
  const callPack = useRoute(packRoute);
  const callShip = useRoute(shipRoute);
  const callOrders = useRoute(ordersRoute);

  const past = pastDeliveryDay();
  const future = forecastDeliveryDay();
  let fulfilment: CreatedStaff;
  let owner: CreatedStaff;
  let support: CreatedStaff;
  let first: Awaited<ReturnType<typeof createRenewedBox>>;
  let second: Awaited<ReturnType<typeof createRenewedBox>>;
  let forecast: Awaited<ReturnType<typeof createForecastDate>>;

  beforeAll(async () => {
    const db = database.db();
    [fulfilment, owner, support] = await Promise.all([
      createStaff(db, { role: 'fulfilment' }),
      createStaff(db, { role: 'owner' }),
      createStaff(db, { role: 'support' }),
    ]);
    first = await createRenewedBox(db, past);
    second = await createRenewedBox(db, past);
    // A pup whose name a spreadsheet would run as a formula.
    await db.update(pets).set({ name: '=HYPERLINK("x")' }).where(eq(pets.id, second.pet.id));
    forecast = await createForecastDate(db, future);
  });

  const boxOf = (subscribed: { pet: { id: number } }, boxes: Json) =>
    boxes.results.find((box) => box.pet_id === subscribed.pet.id)!;
  const boxParams = (box: Record<string, unknown>) => ({
    orderId: String(box.order_id),
    petId: String(box.pet_id),
  });
  const pastBoxes = async () =>
    (await callBoxes<Json>({ params: { date: past }, token: fulfilment.token })).json;

  it('lets fulfilment and owners read, refuses support, customers and anonymous callers', async () => {
    const { token: customerToken } = await createSignedInCustomer(database.db());
    for (const staff of [fulfilment, owner])
      expect((await callDates({ token: staff.token })).status).toBe(200);
    expect((await callDates({ token: support.token })).status).toBe(403);
    expect((await callDates({ token: customerToken })).status).toBe(403);
    expect((await callDates({})).status).toBe(401);
    const box = boxOf(first, await pastBoxes());
    const pack = { method: 'POST', params: boxParams(box), body: {} };
    expect((await callPack({ ...pack, token: support.token })).status).toBe(403);
    expect((await callPack({ ...pack, token: customerToken })).status).toBe(403);
    expect((await callPack(pack)).status).toBe(401);
  });

  it('refuses dates, pages and states that are not real (400), never a 500', async () => {
    for (const date of ['2026-02-30', 'tomorrow', '2026-1-05', '1'])
      for (const call of [callDate, callBoxes, callPickList, callExport, callForecast]) {
        const answer = await call({ params: { date }, token: fulfilment.token });
        expect(answer.status, `${date}`).toBe(400);
        expect(answer.json).toMatchObject({ code: 'invalid_date' });
      }
    for (const page of ['0', '-1', 'two'])
      expect((await callDates({ url: `/?page=${page}`, token: fulfilment.token })).status).toBe(
        400,
      );
    const state = await callBoxes({
      url: `/?state=lost`,
      params: { date: past },
      token: fulfilment.token,
    });
    expect(state.status).toBe(400);
  });

  it('lists dates with counts: past cut-off packable, later ones a forecast', async () => {
    const { json } = await callDates<Json>({ token: fulfilment.token });
    expect(json.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ delivery_date: past, packable: true, boxes: 2 }),
        expect.objectContaining({ delivery_date: future, packable: false, boxes: 1, forecast: 1 }),
      ]),
    );
    const forecastList = await callForecast<Json & { count: number }>({
      params: { date: future },
      token: fulfilment.token,
    });
    expect(forecastList.json.count).toBe(1);
    expect(forecastList.json.results[0]).toMatchObject({
      subscription_id: forecast.forecast.subscription.id,
      pup_name: forecast.forecast.pet.name,
    });
  });

  it('shows each box’s pup, recipes with tray counts, add-ons and address, and no payment data', async () => {
    const db = database.db();
    const boxes = await pastBoxes();
    const box = boxOf(first, boxes);
    const expected = boxContents(first.subscription.sku, await db.select().from(recipes), 2)!;
    expect(box).toMatchObject({
      pup_name: first.pet.name,
      status: 'pending',
      weeks_of_food: 2,
      recipes: [
        {
          recipe_key: 'chicken',
          recipe_name: 'Fresh Chicken',
          unit: 'tray',
          count: expected.tray_count,
        },
      ],
      addons: [{ sku: 'ZOOMIES01', unit: 'jar', quantity: 2 }],
      ship_to: { address1: '12 Bark Street', city: 'Portland', zip_code: '97201' },
    });
    const pickList = await callPickList<Record<string, unknown>>({
      params: { date: past },
      token: fulfilment.token,
    });
    expect(pickList.json).toMatchObject({
      packable: true,
      recipes: [{ recipe_key: 'chicken', unit: 'tray', count: 2 * expected.tray_count }],
      addons: [{ sku: 'ZOOMIES01', unit: 'jar', quantity: 4 }],
    });
    // The customers have saved cards and paid orders: none of it reaches fulfilment.
    for (const text of [
      JSON.stringify(boxes),
      JSON.stringify(pickList.json),
      (await callDates({ token: fulfilment.token })).text,
      (await callExport({ params: { date: past }, token: fulfilment.token })).text,
    ])
      expect(text).not.toMatch(/pm_card|pi_|last4|brand|visa|4242|cents|total|payment|email/i);
  });

  it('exports a CSV a warehouse can import, one row per box line, formulas defused', async () => {
    const answer = await callExport({ params: { date: past }, token: fulfilment.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="packing-${past}.csv"`,
    );
    const lines = answer.text.split('\r\n');
    expect(lines[0]).toBe(PACKING_CSV_COLUMNS.join(','));
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.includes(',recipe,chicken,Fresh Chicken,tray,'))).toHaveLength(
      2,
    );
    expect(
      rows.filter((row) => row.includes(',addon,ZOOMIES01,Zoomies Hip & Joint,jar,2')),
    ).toHaveLength(2);
    expect(rows.some((row) => row.includes(`,${past},"'=HYPERLINK(""x"")",Maya Stone,`))).toBe(
      true,
    );
  });

  it('refuses a forecast box (409), an unknown box (404) and shipping before packing (409)', async () => {
    const forecastBox = await callPack({
      method: 'POST',
      params: { orderId: String(forecast.order.id), petId: String(forecast.ordered.pet.id) },
      body: {},
      token: fulfilment.token,
    });
    expect(forecastBox.status).toBe(409);
    expect(forecastBox.json).toMatchObject({
      code: 'not_packable',
      detail: expect.stringMatching(/forecast: its delivery date’s cut-off has not passed/),
    });
    for (const params of [
      { orderId: '999999', petId: String(first.pet.id) },
      { orderId: String(forecast.order.id), petId: String(first.pet.id) },
      { orderId: 'abc', petId: '1' },
    ])
      expect(
        (await callPack({ method: 'POST', params, body: {}, token: fulfilment.token })).status,
      ).toBe(404);
    const box = boxOf(first, await pastBoxes());
    const early = await callShip({
      method: 'POST',
      params: boxParams(box),
      body: { carrier: 'ups', tracking_number: '1Z999AA10123456784' },
      token: fulfilment.token,
    });
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ detail: 'Mark the box packed before it ships.' });
  });

  it('packs and ships once: one audit row each, one email, the customer sees the tracking', async () => {
    const db = database.db();
    const box = boxOf(first, await pastBoxes());
    const target = `${box.order_id}-${box.pet_id}`;
    const pack = { method: 'POST', params: boxParams(box), body: {}, token: fulfilment.token };
    expect((await callPack(pack)).json).toMatchObject({ status: 'packed' });
    expect((await callPack(pack)).json).toMatchObject({ status: 'packed' });

    const ship = (body: Record<string, unknown>) =>
      callShip({ method: 'POST', params: boxParams(box), body, token: fulfilment.token });
    const bad = await ship({ carrier: 'usps', tracking_number: '1Z999AA10123456784' });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      tracking_number: [expect.stringMatching(/^This is not a USPS tracking number/)],
    });
    expect((await ship({ carrier: 'pigeon', tracking_number: 'X' })).status).toBe(400);
    expect((await ship({ carrier: 'other', tracking_number: 'AB-1234' })).json).toEqual({
      tracking_url: ['Give the https address of the carrier’s tracking page.'],
    });

    const tracking = { carrier: 'ups', tracking_number: '1z999aa1 0123456784' };
    const shipped = await ship(tracking);
    expect(shipped.status).toBe(200);
    expect(shipped.json).toMatchObject({
      status: 'shipped',
      carrier: 'ups',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect((await ship(tracking)).status).toBe(200);
    const other = await ship({ carrier: 'ups', tracking_number: '1Z999AA10123456785' });
    expect(other.status).toBe(409);
    expect(other.json).toMatchObject({
      detail: 'This box already shipped with tracking number 1Z999AA10123456784.',
    });
    expect((await callPack(pack)).status).toBe(409);

    const emails = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, first.customer.email), eq(outboxEmails.kind, 'shipped')));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, target));
    expect(audit.map((row) => [row.action, row.staffId])).toEqual([
      ['fulfilment.pack', fulfilment.id],
      ['fulfilment.ship', fulfilment.id],
    ]);
    expect(audit[1]!.before).toMatchObject({ status: 'packed' });

    const orders = await callOrders<Array<Record<string, unknown>>>({
      params: { id: String(first.customer.id) },
      token: first.token,
    });
    expect(orders.json[0]!.shipments).toEqual([
      {
        pet_id: first.pet.id,
        pet_name: first.pet.name,
        status: 'shipped',
        tracking_status: 'shipped',
        carrier: 'ups',
        tracking_number: '1Z999AA10123456784',
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        packed_at: expect.any(String),
        shipped_at: expect.any(String),
        out_for_delivery_at: null,
        delivered_at: null,
        arrived_on: null,
      },
    ]);
    const packedOnly = await callBoxes<Json>({
      url: '/?state=shipped',
      params: { date: past },
      token: fulfilment.token,
    });
    expect(packedOnly.json.results.map((row) => row.id)).toEqual([target]);
  });
});
