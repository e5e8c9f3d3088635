import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import cancelRoute from '@/pages/api/admin/prices/[priceId]/cancel';
import pricesRoute from '@/pages/api/admin/prices/index';
import type { PriceListView, ScheduledPriceView } from '@/contracts/admin/prices';
import { schedulePriceChange } from '@/server/admin/prices-admin';
import { auditLog, prices } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useRoute } from '../../helpers/call-route';
import { useTestDatabase } from '../../helpers/test-db';

type Json = Record<string, unknown>;
/** Days no test run will reach: always far enough ahead (one per test: the database is shared). */
const FAR = '2099-03-02';
const rise = (day: string) => ({
  kind: 'recipe',
  item: 'chicken',
  amount_cents: 600,
  effective_from: day,
});
const RISE = rise(FAR);

describe('the price console API', () => {
  const database = useTestDatabase({ seed: true });
  const callPrices = useRoute(pricesRoute);
  const callCancel = useRoute(cancelRoute);

  const list = (token?: string) => callPrices<PriceListView>({ url: '/api/admin/prices/', token });
  const schedule = (token: string | undefined, body: unknown) =>
    callPrices<ScheduledPriceView & Json>({
      method: 'POST',
      url: '/api/admin/prices/',
      token,
      body,
    });
  const cancel = (token: string | undefined, id: string) =>
    callCancel<ScheduledPriceView & Json>({
      method: 'POST',
      url: `/api/admin/prices/${id}/cancel/`,
      params: { priceId: id },
      token,
    });
  const auditOf = (action: string, id: number) =>
    database
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

  const staffOf = async () => {
    const db = database.db();
    const [owner, support, fulfilment] = await Promise.all([
      createStaff(db, { role: 'owner' }),
      createStaff(db, { role: 'support' }),
      createStaff(db, { role: 'fulfilment' }),
    ]);
    return { owner, support, fulfilment };
  };

  it('answers 401 without a staff token and 403 to support and fulfilment', async () => {
    const { owner, support, fulfilment } = await staffOf();
    const created = await schedule(owner.token, RISE);
    expect(created.status).toBe(201);
    expect((await list()).status).toBe(401);
    expect((await schedule(undefined, RISE)).status).toBe(401);
    expect((await cancel(undefined, String(created.json.id))).status).toBe(401);
    expect((await list('not-a-token')).status).toBe(401);
    for (const staff of [support, fulfilment] as CreatedStaff[]) {
      expect((await list(staff.token)).status).toBe(403);
      expect((await schedule(staff.token, { ...RISE, effective_from: '2099-04-01' })).status).toBe(
        403,
      );
      expect((await cancel(staff.token, String(created.json.id))).status).toBe(403);
    }
    // Nothing was changed by the refused calls.
    const live = await database.db().select().from(prices).where(eq(prices.effectiveFrom, FAR));
    expect(live).toHaveLength(1);
    expect(live[0]!.cancelledAt).toBeNull();
  });

  it('lists each item’s price today and the changes to come', async () => {
    const { owner } = await staffOf();
    await schedule(owner.token, rise('2099-05-01'));
    const { status, json } = await list(owner.token);
    expect(status).toBe(200);
    const chicken = json.items.find((item) => item.item === 'chicken')!;
    expect(chicken).toMatchObject({
      kind: 'recipe',
      name: expect.any(String),
      unit: 'per 1,000 kcal',
      current_cents: 520,
      scheduled: expect.arrayContaining([
        expect.objectContaining({ effective_from: '2099-05-01', created_by: owner.id }),
      ]),
    });
    const jerky = json.items.find((item) => item.item === 'JERKYSTRIPS-BE')!;
    expect(jerky).toMatchObject({ kind: 'addon', current_cents: 1199, scheduled: [] });
    expect(json.earliest_change > json.today).toBe(true);
  });

  it('refuses malformed changes field by field (400)', async () => {
    const { owner } = await staffOf();
    const cases: Array<[unknown, string]> = [
      [{ ...RISE, kind: 'treat' }, 'kind'],
      [{ ...RISE, item: undefined }, 'item'],
      [{ ...RISE, item: 'caviar' }, 'item'],
      [{ ...RISE, item: 'chicken', kind: 'addon' }, 'item'],
      [{ ...RISE, amount_cents: 5.5 }, 'amount_cents'],
      [{ ...RISE, amount_cents: 0 }, 'amount_cents'],
      [{ ...RISE, amount_cents: 'lots' }, 'amount_cents'],
      [{ ...RISE, effective_from: '02/03/2099' }, 'effective_from'],
      [{ ...RISE, effective_from: '2099-02-30' }, 'effective_from'],
      [{ ...RISE, effective_from: undefined }, 'effective_from'],
    ];
    for (const [body, field] of cases) {
      const response = await schedule(owner.token, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.json).toHaveProperty(field);
    }
    expect((await schedule(owner.token, [RISE])).status).toBe(400);
  });

  it('refuses a change in the past or inside the notice period (422)', async () => {
    const { owner } = await staffOf();
    const past = await schedule(owner.token, { ...RISE, effective_from: '2021-06-01' });
    expect(past.status).toBe(422);
    expect(past.json.code).toBe('price_change_too_soon');
    // Too near: the service on a known clock (the route reads the real one).
    const caller = { staffId: owner.id, role: 'owner' as const, email: owner.email };
    const now = new Date('2031-03-10T17:00:00Z');
    for (const day of ['2031-03-10', '2031-03-11', '2031-03-16', '2031-03-17']) {
      const refused = await schedulePriceChange(
        database.db(),
        caller,
        { ...RISE, effective_from: day },
        now,
      ).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainError);
      expect((refused as DomainError).code).toBe('price_change_too_soon');
    }
    const eightAhead = await schedulePriceChange(
      database.db(),
      caller,
      { ...RISE, effective_from: '2031-03-18' },
      now,
    );
    expect(eightAhead.effective_from).toBe('2031-03-18');
  });

  it('asks to confirm a price outside the sane band, naming the change per box (409)', async () => {
    const { owner } = await staffOf();
    const cent = { ...rise('2099-07-01'), amount_cents: 1 };
    const asked = await schedule(owner.token, cent);
    expect(asked.status).toBe(409);
    // Chicken is $5.20 per 1,000 kcal: a 14,000 kcal box goes from $72.80 to $0.14.
    expect(asked.json).toMatchObject({
      code: 'price_change_unconfirmed',
      box_before_cents: 7280,
      box_after_cents: 14,
      box_change_cents: -7266,
    });
    expect(asked.json.detail).toMatch(/lowers the price of a two-week box .* by \$72\.66/);
    const wrong = await schedule(owner.token, { ...cent, confirm_box_change_cents: -100 });
    expect(wrong.status).toBe(409);
    const confirmed = await schedule(owner.token, { ...cent, confirm_box_change_cents: -7266 });
    expect(confirmed.status).toBe(201);
    // Inside the band nothing is asked.
    expect((await schedule(owner.token, { ...rise('2099-07-02'), amount_cents: 780 })).status).toBe(
      201,
    );
  });

  it('schedules and cancels with an audit row each, once', async () => {
    const { owner } = await staffOf();
    const DAY = '2099-06-01';
    const created = await schedule(owner.token, rise(DAY));
    expect(created.status).toBe(201);
    const id = created.json.id;
    const [scheduled] = await auditOf('prices.schedule', id);
    expect(scheduled).toMatchObject({
      staffId: owner.id,
      targetType: 'price',
      before: null,
      after: { kind: 'recipe', item: 'chicken', amount_cents: 600, effective_from: DAY },
    });
    // One live price per item and day.
    const twice = await schedule(owner.token, { ...rise(DAY), amount_cents: 610 });
    expect(twice.status).toBe(409);

    const cancelled = await cancel(owner.token, String(id));
    expect(cancelled.status).toBe(200);
    const [record] = await auditOf('prices.cancel', id);
    expect(record).toMatchObject({
      staffId: owner.id,
      before: { amount_cents: 600, cancelled_at: null },
      after: { amount_cents: 600, cancelled_at: expect.any(String) },
    });
    expect((await cancel(owner.token, String(id))).status).toBe(404);
    const chicken = (await list(owner.token)).json.items.find((i) => i.item === 'chicken')!;
    expect(chicken.scheduled.map((change) => change.effective_from)).not.toContain(DAY);
    // The day is free again once its change is cancelled.
    expect((await schedule(owner.token, { ...rise(DAY), amount_cents: 610 })).status).toBe(201);
  });

  it('keeps a price already in force, and 404s for ids that are not there', async () => {
    const { owner } = await staffOf();
    const [starting] = await database
      .db()
      .select()
      .from(prices)
      .where(and(eq(prices.item, 'chicken'), eq(prices.effectiveFrom, '2020-01-01')));
    const refused = await cancel(owner.token, String(starting!.id));
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('price_change_in_force');
    for (const id of ['abc', '0', '99999999', '1.5'])
      expect((await cancel(owner.token, id)).status).toBe(404);
    expect(await auditOf('prices.cancel', starting!.id)).toHaveLength(0);
  });
});
