import { describe, expect, it } from 'vitest';
import cancelRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/cancel';
import pauseRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/pause';
import rescheduleRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/reschedule';
import resumeRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/resume';
import skipRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/skip';
import { subscriptions } from '@/server/db/schema';
import {
  addDays,
  earliestDelivery,
  firstDeliveryOptions,
  nextDeliveryAfter,
  shopToday,
} from '@/server/domain/delivery-schedule';
import { planSku } from '@/server/domain/plan-sku';
import { createSignedInCustomer } from '../factories/customers';
import { createPet } from '../factories/pets';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

describe('subscription schedule', () => {
  const database = useTestDatabase({ seed: true });
  const routes = {
    skip: useRoute(skipRoute),
    pause: useRoute(pauseRoute),
    resume: useRoute(resumeRoute),
    cancel: useRoute(cancelRoute),
    reschedule: useRoute(rescheduleRoute),
  };
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

  async function subscribed(nextDeliveryDate = firstDeliveryOptions(shopToday())[5]!) {
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
    const { token, subscription } = await subscribed(earliestDelivery(shopToday()));
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
    const options = firstDeliveryOptions(shopToday());
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
