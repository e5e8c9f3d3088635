import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pickListRoute from '@/pages/api/admin/fulfilment/dates/[date]/pick-list';
import { addDays } from '@/domain/delivery-schedule';
import { addonShips } from '@/domain/next-box';
import { settleBoxContents } from '@/server/services/fulfilment/box-contents-tallies';
import { recipeTallies } from '@/server/services/fulfilment/fulfilment-tallies';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { forecastDeliveryDay } from '../../helpers/fulfilment-fixtures';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

describe('forecast pick list (admin API)', () => {
  const database = useTestDatabase({ seed: true });
  const callPickList = useRoute(pickListRoute);
  const date = forecastDeliveryDay();
  let fulfilment: CreatedStaff;
  let customerToken: string;

  beforeAll(async () => {
    const db = database.db();
    fulfilment = await createStaff(db, { role: 'fulfilment' });
    // Each plan's next box is number 1 (the factory's cycle).
    const [one] = await Promise.all([
      createSubscribedCustomer(db, {
        nextDeliveryDate: date,
        addons: [
          { sku: 'ZOOMIES01', quantity: 2, frequency: 1, product_type: 'SP' },
          { sku: 'DENTALCHEWS-S', quantity: 3, frequency: 2, product_type: 'TR', start_cycle: 0 },
        ],
      }),
      createSubscribedCustomer(db, {
        nextDeliveryDate: date,
        addons: [
          { sku: 'ZOOMIES01', quantity: 1, frequency: 2, product_type: 'SP', start_cycle: 1 },
          { sku: 'DENTALCHEWS-S', quantity: 4, frequency: 2, product_type: 'TR', start_cycle: 1 },
        ],
      }),
      // A week later: not on this date's list.
      createSubscribedCustomer(db, {
        nextDeliveryDate: addDays(date, 7),
        addons: [{ sku: 'ZOOMIES01', quantity: 6, frequency: 1, product_type: 'SP' }],
      }),
    ]);
    customerToken = one.token;
  });

  const expectedAddons = [
    {
      sku: 'DENTALCHEWS-S',
      product_name: expect.stringMatching(/dental/i),
      unit: expect.any(String),
      quantity: 4,
    },
    { sku: 'ZOOMIES01', product_name: 'Zoomies Hip & Joint', unit: 'jar', quantity: 3 },
  ];

  it('adds up the add-ons due in plans not ordered yet, every other box only in its turn', async () => {
    const pickList = await callPickList<{
      packable: boolean;
      addons: unknown[];
      forecast_recipes: unknown[];
      forecast_addons: unknown[];
    }>({ params: { date }, token: fulfilment.token });
    expect(pickList.status).toBe(200);
    expect(pickList.json.packable).toBe(false);
    expect(pickList.json.addons).toEqual([]);
    expect(pickList.json.forecast_recipes).toEqual([
      expect.objectContaining({ recipe_key: 'chicken' }),
    ]);
    // Chews: the 3 are off this turn (a rhythm started at box 0), the 4 are due (started at 1).
    expect(pickList.json.forecast_addons).toEqual(expectedAddons);
  });

  it('reads the add-ons due per product once the date is counted per recipe', async () => {
    const db = database.db();
    // The tallies job records the plans' contents: the read now takes the per-recipe tallies,
    // where the plans' trigger already picked out the extras due, one row per product.
    await settleBoxContents(db);
    expect((await recipeTallies(db, date)).forecastAddons).toEqual([
      { sku: 'DENTALCHEWS-S', quantity: 4 },
      { sku: 'ZOOMIES01', quantity: 3 },
    ]);
    const pickList = await callPickList<{ forecast_addons: unknown[] }>({
      params: { date },
      token: fulfilment.token,
    });
    expect(pickList.json.forecast_addons).toEqual(expectedAddons);
  });

  it('decides in the database which extras ship as addonShips does', async () => {
    const cases = [0, 1, 2, 3, 4, 5].flatMap((cycle) =>
      [0, 1, 2, 4].flatMap((start) =>
        ([1, 2] as const).map((frequency) => ({ cycle, start, frequency })),
      ),
    );
    const answers = (await database.db().execute(sql`
      select c.i, fulfilment_addon_ships(c.cycle, c.start, c.frequency) as ships
      from jsonb_to_recordset(${JSON.stringify(cases.map((c, i) => ({ ...c, i })))}::jsonb)
        as c(i int, cycle int, start int, frequency int)
      order by c.i
    `)) as unknown as { rows: Array<{ ships: boolean }> };
    expect(answers.rows.map((row) => row.ships)).toEqual(
      cases.map((c) => addonShips({ frequency: c.frequency, start_cycle: c.start }, c.cycle)),
    );
  });

  it('refuses a customer token (403)', async () => {
    expect((await callPickList({ params: { date }, token: customerToken })).status).toBe(403);
  });
});
