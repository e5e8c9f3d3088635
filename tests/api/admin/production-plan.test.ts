import { beforeAll, describe, expect, it } from 'vitest';
import pickListRoute from '@/pages/api/admin/fulfilment/dates/[date]/pick-list';
import planRoute from '@/pages/api/admin/production/[cookDate]/index';
import exportRoute from '@/pages/api/admin/production/[cookDate]/export';
import { cookDateOf } from '@/domain/production-plan';
import {
  pauseSubscription,
  skipNextDelivery,
} from '@/server/services/subscriptions/schedule-service';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { forecastDeliveryDay } from '../../helpers/fulfilment-fixtures';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

interface Plan {
  cook_date: string;
  delivery_date: string;
  recipes: Array<{ recipe_key: string; unit: string; count: number; grams: number }>;
  ingredients: Array<{ ingredient_key: string; grams: number }>;
  total_grams: number;
}

describe('production plan per cook date (admin API)', () => {
  const database = useTestDatabase({ seed: true });
  const callPlan = useRoute(planRoute);
  const callExport = useRoute(exportRoute);
  const callPickList = useRoute(pickListRoute);
  const delivery = forecastDeliveryDay();
  const cookDate = cookDateOf(delivery);
  let fulfilment: CreatedStaff;
  let support: CreatedStaff;
  let plans: Array<Awaited<ReturnType<typeof createSubscribedCustomer>>>;

  beforeAll(async () => {
    const db = database.db();
    [fulfilment, support] = await Promise.all([
      createStaff(db, { role: 'fulfilment' }),
      createStaff(db, { role: 'support' }),
    ]);
    plans = await Promise.all(
      [1, 2, 3].map(() => createSubscribedCustomer(db, { nextDeliveryDate: delivery })),
    );
  });

  const plan = async () => {
    const answer = await callPlan<Plan>({ params: { cookDate }, token: fulfilment.token });
    expect(answer.status).toBe(200);
    return answer.json;
  };
  const trays = async () => {
    const list = await callPickList<{ forecast_recipes: Array<{ count: number }> }>({
      params: { date: delivery },
      token: fulfilment.token,
    });
    return list.json.forecast_recipes.reduce((sum, line) => sum + line.count, 0);
  };

  it('weighs the pick list of the date the food arrives on and splits it into ingredients', async () => {
    const answer = await plan();
    const count = await trays();
    expect(count).toBeGreaterThan(0);
    expect(answer.delivery_date).toBe(delivery);
    expect(answer.recipes).toEqual([
      {
        recipe_key: 'chicken',
        recipe_name: 'Fresh Chicken',
        unit: 'tray',
        count,
        grams: count * 340,
      },
    ]);
    expect(answer.total_grams).toBe(count * 340);
    // The chicken recipe's formula: 52% chicken, 15% brown rice.
    const grams = new Map(answer.ingredients.map((line) => [line.ingredient_key, line.grams]));
    expect(grams.get('chicken')).toBe(Math.round(count * 340 * 0.52));
    expect(grams.get('rice')).toBe(Math.round(count * 340 * 0.15));
  });

  it('moves as customers skip and pause', async () => {
    const db = database.db();
    const before = await plan();
    const perPlan = before.total_grams / 3;
    await skipNextDelivery(db, plans[0]!.customer.id, plans[0]!.subscription.id, {});
    expect((await plan()).total_grams).toBe(perPlan * 2);
    await pauseSubscription(db, plans[1]!.customer.id, plans[1]!.subscription.id, {});
    expect((await plan()).total_grams).toBe(perPlan);
  });

  it('gives the kitchen a CSV of recipes then ingredients', async () => {
    const answer = await callExport({ params: { cookDate }, token: fulfilment.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = answer.text.split('\r\n');
    expect(lines[0]).toBe('cook_date,delivery_date,line_type,key,name,unit,units,kilograms');
    expect(lines[1]).toMatch(
      new RegExp(`^${cookDate},${delivery},recipe,chicken,Fresh Chicken,tray,\\d+,\\d+\\.\\d\\d$`),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^${cookDate},${delivery},ingredient,chicken,Chicken,kg,,`),
    );
  });

  it('refuses a date that is not one (400), support (403) and no token (401)', async () => {
    expect(
      (await callPlan({ params: { cookDate: '2027-02-30' }, token: fulfilment.token })).status,
    ).toBe(400);
    expect(
      (await callExport({ params: { cookDate: 'soon' }, token: fulfilment.token })).status,
    ).toBe(400);
    expect((await callPlan({ params: { cookDate }, token: support.token })).status).toBe(403);
    expect((await callExport({ params: { cookDate }, token: plans[2]!.token })).status).toBe(403);
    expect((await callPlan({ params: { cookDate } })).status).toBe(401);
  });
});
