import { describe, expect, it } from 'vitest';
import planRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/index';
import cancelRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/cancel';
import pauseRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/pause';
import rescheduleRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/reschedule';
import resumeRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/resume';
import skipRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/skip';
import { subscriptions } from '@/server/db/schema';
import { carrierHolidays } from '@/domain/carrier-holidays';
import {
  addDays,
  earliestDelivery,
  firstDeliveryOptions,
  isDeliveryDay,
  nextDeliveryAfter,
  shopToday,
} from '@/domain/delivery-schedule';
import { planSku } from '@/domain/plan-sku';
import { createSignedInCustomer } from '../factories/customers';
import { createPet } from '../factories/pets';
import { createBoxOnItsWay } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { deliveryInPrep } from '../helpers/schedule-dates';
import { useTestDatabase } from '../helpers/test-db';
import { clockNow } from '@/server/clock';
import { AWKWARD_DAYS, atShopDate } from '../helpers/clock';

atShopDate(AWKWARD_DAYS.christmasEve);

describe('subscription schedule', () => {
  const database = useTestDatabase({ seed: true });
  const routes = {
    skip: useRoute(skipRoute),
    pause: useRoute(pauseRoute),
    resume: useRoute(resumeRoute),
    cancel: useRoute(cancelRoute),
    reschedule: useRoute(rescheduleRoute),
  };
  const getPlan = useRoute(planRoute);
  interface Plan {
    status: string;
    next_delivery_date: string;
    paid_box_date: string | null;
    last_change_date: string;
    delivery_options: string[];
  }
  const view = async (id: number, token: string) =>
    (
      await getPlan<Plan>({
        method: 'GET',
        url: `/api/v3/subscriptions/${id}/`,
        params: { subscriptionId: String(id) },
        token,
      })
    ).json;
  const move = (id: number, token: string, date: string) =>
    routes.reschedule<Plan>({
      method: 'PUT',
      url: `/api/v3/subscriptions/${id}/reschedule/`,
      params: { subscriptionId: String(id) },
      token,
      body: { next_delivery_date: date },
    });
  const restart = (id: number, token: string, action: 'pause' | 'resume') =>
    routes[action]<Plan>({
      method: 'POST',
      url: `/api/v3/subscriptions/${id}/${action}/`,
      params: { subscriptionId: String(id) },
      token,
    });
  const act = (
    action: keyof typeof routes,
    id: number,
    token: string | undefined,
    body?: unknown,
  ) =>
    routes[action]({
      method: action === 'reschedule' ? 'PUT' : 'POST',
      url: `/api/v3/subscriptions/${id}/${action}/`,
      params: { subscriptionId: String(id) },
      token,
      body,
    });

  async function subscribed(nextDeliveryDate = firstDeliveryOptions(shopToday(clockNow()))[5]!) {
    const signedIn = await createSignedInCustomer(database.db(), { status: 'active' });
    const pet = await createPet(database.db(), signedIn.customer.id);
    const [row] = await database
      .db()
      .insert(subscriptions)
      .values({
        customerId: signedIn.customer.id,
        petId: pet.id,
        sku: planSku('FR', pet.kcalories_per_day, { fresh: ['chicken'], dry: [] }),
        weeksOfFood: 2,
        nextDeliveryDate,
      })
      .returning();
    return { ...signedIn, subscription: row! };
  }

  it('skips the next delivery once, however often the request is repeated', async () => {
    const { token, subscription } = await subscribed();
    const skipped = nextDeliveryAfter(subscription.nextDeliveryDate, 2);
    const body = { delivery_date: subscription.nextDeliveryDate };
    const [first, second] = await Promise.all([
      act('skip', subscription.id, token, body),
      act('skip', subscription.id, token, body),
    ]);
    expect(first.json.next_delivery_date).toBe(skipped);
    expect(second.json.next_delivery_date).toBe(skipped);
    expect((await act('skip', subscription.id, token, body)).json.next_delivery_date).toBe(skipped);
  });

  it('answers 400 when the box is already being prepared', async () => {
    const { token, subscription } = await subscribed(deliveryInPrep());
    const late = await act('skip', subscription.id, token, {});
    expect(late.status).toBe(400);
    expect(late.json.code).toBe('too_late_to_change');
  });

  it('pauses, resumes and cancels with a reason', async () => {
    const { token, subscription } = await subscribed();
    expect((await act('pause', subscription.id, token)).json.status).toBe('paused');
    expect((await act('skip', subscription.id, token, {})).status).toBe(400);
    const resumed = await act('resume', subscription.id, token);
    expect(resumed.json).toMatchObject({
      status: 'active',
      next_delivery_date: subscription.nextDeliveryDate,
    });
    expect((await act('cancel', subscription.id, token, { reason: 'Because' })).status).toBe(400);
    const cancelled = await act('cancel', subscription.id, token, { reason: 'Too much food' });
    expect(cancelled.json.status).toBe('cancelled');
    expect((await act('resume', subscription.id, token)).status).toBe(400);
  });

  it('reschedules to another delivery day within eight weeks', async () => {
    const { token, subscription } = await subscribed();
    const options = (await view(subscription.id, token)).delivery_options;
    const moved = await act('reschedule', subscription.id, token, {
      next_delivery_date: options[1],
    });
    expect(moved.json.next_delivery_date).toBe(options[1]);
    for (const date of ['2020-01-07', addDays(options[1]!, 120), 'someday']) {
      expect(
        (await act('reschedule', subscription.id, token, { next_delivery_date: date })).status,
      ).toBe(400);
    }
  });

  it('moving to the earliest date it takes leaves a change-by day of today or later', async () => {
    const today = shopToday(clockNow());
    const { token, subscription } = await subscribed();
    // From the earliest day a kitchen could make a box on: the first date the API takes.
    let moved: Plan | undefined;
    for (const date of firstDeliveryOptions(today)) {
      const response = await move(subscription.id, token, date);
      if (response.status === 200) {
        moved = response.json;
        break;
      }
    }
    expect(moved?.last_change_date).toBeDefined();
    expect(moved!.last_change_date >= today).toBe(true);
    // The first date it offers is as good: still changeable today once moved there.
    const offered = moved!.delivery_options;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((date) => addDays(date, -5) >= today)).toBe(true);
    const again = await move(subscription.id, token, offered[0]!);
    expect(again.status).toBe(200);
    expect(again.json.last_change_date >= today).toBe(true);
  });

  it('never puts a pup’s next box on or before the box already on its way', async () => {
    const today = shopToday(clockNow());
    let onItsWay = addDays(today, 7);
    while (!isDeliveryDay(onItsWay)) onItsWay = addDays(onItsWay, 1);
    const { token, customer, subscription } = await subscribed(nextDeliveryAfter(onItsWay, 2));
    await createBoxOnItsWay(database.db(), customer.id, subscription.petId, onItsWay);
    const sameDay = await move(subscription.id, token, onItsWay);
    expect(sameDay.status).toBe(400);
    expect(sameDay.json).toMatchObject({ code: 'date_out_of_range' });
    const offered = (await view(subscription.id, token)).delivery_options;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((date) => date > onItsWay)).toBe(true);
    const moved = await move(subscription.id, token, offered[0]!);
    expect(moved.json.next_delivery_date > onItsWay).toBe(true);

    // Paused and resumed: still after the box on its way, and still changeable.
    await restart(subscription.id, token, 'pause');
    const resumed = await restart(subscription.id, token, 'resume');
    expect(resumed.json.next_delivery_date > onItsWay).toBe(true);
    expect(resumed.json.last_change_date >= today).toBe(true);
  });

  it('shows the paid box on its way as the pup’s next box; a skip acts on the one after', async () => {
    const today = shopToday(clockNow());
    let onItsWay = addDays(today, 7);
    while (!isDeliveryDay(onItsWay)) onItsWay = addDays(onItsWay, 1);
    const { token, customer, subscription } = await subscribed(nextDeliveryAfter(onItsWay, 2));
    expect((await view(subscription.id, token)).paid_box_date).toBeNull();
    await createBoxOnItsWay(database.db(), customer.id, subscription.petId, onItsWay);
    const plan = await view(subscription.id, token);
    expect(plan).toMatchObject({
      paid_box_date: onItsWay,
      next_delivery_date: subscription.nextDeliveryDate,
    });
    expect((await act('skip', subscription.id, token)).status).toBe(200);
    const skipped = await view(subscription.id, token);
    expect(skipped.paid_box_date).toBe(onItsWay);
    expect(skipped.next_delivery_date > subscription.nextDeliveryDate).toBe(true);
  });

  it('resumes a plan whose date has passed on a date that can still be changed', async () => {
    const today = shopToday(clockNow());
    const { token, subscription } = await subscribed(earliestDelivery(addDays(today, -20)));
    await restart(subscription.id, token, 'pause');
    const resumed = await restart(subscription.id, token, 'resume');
    expect(resumed.status).toBe(200);
    expect(resumed.json.status).toBe('active');
    expect(resumed.json.last_change_date >= today).toBe(true);
  });

  it('neither offers nor takes Thanksgiving, Christmas Day or New Year’s Day', async () => {
    const today = shopToday(clockNow());
    const year = Number(today.slice(0, 4));
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    // The next of each that falls on a weekday boxes arrive, far enough ahead to be changeable.
    const next = (month: string, day?: string) =>
      [year, year + 1, year + 2, year + 3, year + 4, year + 5, year + 6]
        .flatMap((y) => carrierHolidays(y))
        .find(
          (date) =>
            date.slice(5, 7) === month &&
            (!day || date.slice(8) === day) &&
            date >= addDays(today, 12) &&
            weekday(date) >= 2,
        )!;
    for (const holiday of [next('11'), next('12', '25'), next('01', '01')]) {
      let current = addDays(holiday, -7);
      while (!isDeliveryDay(current)) current = addDays(current, 1);
      const { token, subscription } = await subscribed(current);
      const refused = await move(subscription.id, token, holiday);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: 'not_a_delivery_day' });
      const offered = (await view(subscription.id, token)).delivery_options;
      expect(offered.length).toBeGreaterThan(10);
      expect(offered).not.toContain(holiday);
    }
  });

  it('is its owner’s alone', async () => {
    const { subscription } = await subscribed();
    const stranger = await createSignedInCustomer(database.db());
    for (const action of ['skip', 'pause', 'resume'] as const)
      expect((await act(action, subscription.id, stranger.token, {})).status).toBe(404);
    expect(
      (await act('cancel', subscription.id, stranger.token, { reason: 'Too much food' })).status,
    ).toBe(404);
    expect((await act('pause', subscription.id, undefined)).status).toBe(401);
  });
});
