import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import cancelRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/cancel';
import offerRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/cancel_offer';
import quoteRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/quote';
import { cancelFeedback, subscriptions } from '@/server/db/schema';
import { addDays } from '@/domain/delivery-schedule';
import { createSignedInCustomer } from '../factories/customers';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

type Offer = Record<string, unknown> & { kind: string; key: string };
interface OfferAnswer {
  reason: string;
  offer: Offer | null;
}
interface Plan {
  status: string;
  plan_type: string;
  price_per_week: number;
  weeks_of_food: number;
  box_price: number;
  next_delivery_date: string;
  recipes: { fresh: string[]; dry: string[] };
}

describe('cancel flow: a reason, one matched offer, accepted or declined', () => {
  const database = useTestDatabase({ seed: true });
  const offerCall = useRoute(offerRoute);
  const cancelCall = useRoute(cancelRoute);
  const quoteCall = useRoute(quoteRoute);
  const params = (id: number) => ({ subscriptionId: String(id) });
  const offerFor = (id: number, token: string, reason: string) =>
    offerCall<OfferAnswer>({
      url: `/api/v3/subscriptions/${id}/cancel_offer/?reason=${encodeURIComponent(reason)}`,
      params: params(id),
      token,
    });
  const accept = (id: number, token: string, body: unknown) =>
    offerCall<{ subscription: Plan; offer: Offer }>({
      method: 'POST',
      url: `/api/v3/subscriptions/${id}/cancel_offer/`,
      params: params(id),
      token,
      body,
    });
  const cancel = (id: number, token: string, body: unknown) =>
    cancelCall<Plan>({
      method: 'POST',
      url: `/api/v3/subscriptions/${id}/cancel/`,
      params: params(id),
      token,
      body,
    });
  const feedbackOf = (id: number) =>
    database.db().select().from(cancelFeedback).where(eq(cancelFeedback.subscriptionId, id));

  it('too expensive: the cheapest cheaper plan for this pup, priced by the plan rules, applied on accept', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    const answer = await offerFor(subscription.id, token, 'Too expensive');
    expect(answer.status).toBe(200);
    const offer = answer.json.offer!;
    expect(offer.kind).toBe('cheaper_plan');
    expect(offer.price_per_week).toBeLessThan(offer.current_price_per_week as number);
    // Biscuit is allergic to beef: no offer brings it into the bowl.
    expect(JSON.stringify(offer.recipes)).not.toContain('beef');
    // The price shown is what the plan's own quote says for that plan type and those recipes.
    const quote = await quoteCall<Plan>({
      method: 'POST',
      url: `/api/v3/subscriptions/${subscription.id}/quote/`,
      params: params(subscription.id),
      token,
      body: { plan_type: offer.plan_type, recipes: offer.recipes },
    });
    expect(quote.json.price_per_week).toBe(offer.price_per_week);

    const taken = await accept(subscription.id, token, {
      reason: 'Too expensive',
      offer_key: offer.key,
    });
    expect(taken.status).toBe(200);
    expect(taken.json.subscription).toMatchObject({
      status: 'active',
      plan_type: offer.plan_type,
      price_per_week: offer.price_per_week,
    });
    // A second click of the same offer is refused, not applied twice.
    const again = await accept(subscription.id, token, {
      reason: 'Too expensive',
      offer_key: offer.key,
    });
    expect(again.status).toBe(409);
    const feedback = await feedbackOf(subscription.id);
    expect(feedback).toHaveLength(1);
    expect(feedback[0]).toMatchObject({
      reason: 'Too expensive',
      offerKind: 'cheaper_plan',
      outcome: 'accepted',
    });
  });

  it('matches each reason to its offer: smaller boxes, another recipe, a pause, or none', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db(), {
      weeksOfFood: 2,
    });
    const kind = async (reason: string) =>
      (await offerFor(subscription.id, token, reason)).json.offer?.kind ?? null;
    expect(await kind('Too much food')).toBe('fewer_weeks');
    expect(await kind('Not enough freezer space')).toBe('fewer_weeks');
    expect(await kind('My dog did not like the food')).toBe('other_recipe');
    expect(await kind('Moving or travelling')).toBe('pause');
    expect(await kind('My dog passed away')).toBeNull();
    expect(await kind('Something else')).toBeNull();

    const recipe = (await offerFor(subscription.id, token, 'My dog did not like the food')).json
      .offer!;
    expect(recipe.recipes).not.toEqual({ fresh: ['chicken'], dry: [] });
    expect(JSON.stringify(recipe.recipes)).not.toContain('beef');

    const away = (await offerFor(subscription.id, token, 'Moving or travelling')).json.offer!;
    expect((away.next_delivery_date as string) >= addDays(subscription.nextDeliveryDate, 28)).toBe(
      true,
    );
    const paused = await accept(subscription.id, token, {
      reason: 'Moving or travelling',
      offer_key: away.key,
    });
    expect(paused.status).toBe(200);
    expect(paused.json.subscription.next_delivery_date).toBe(away.next_delivery_date);

    const smaller = (await offerFor(subscription.id, token, 'Too much food')).json.offer!;
    expect(smaller).toMatchObject({ weeks_of_food: 1, current_weeks_of_food: 2 });
    const resized = await accept(subscription.id, token, {
      reason: 'Too much food',
      offer_key: smaller.key,
    });
    expect(resized.json.subscription).toMatchObject({
      weeks_of_food: 1,
      box_price: smaller.box_price,
    });
  });

  it('cancels in one request with the reason, recording the declined offer once', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    const body = { reason: 'Too expensive', details: 'Budget', declined_offer: 'cheaper_plan' };
    const cancelled = await cancel(subscription.id, token, body);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe('cancelled');
    expect((await cancel(subscription.id, token, body)).status).toBe(200);
    const feedback = await feedbackOf(subscription.id);
    expect(feedback).toHaveLength(1);
    expect(feedback[0]).toMatchObject({
      reason: 'Too expensive',
      details: 'Budget',
      offerKind: 'cheaper_plan',
      outcome: 'declined',
    });
    const [row] = await database
      .db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(row!.cancelReason).toBe('Too expensive: Budget');
    // A cancelled plan has no offers left to take.
    expect((await offerFor(subscription.id, token, 'Too expensive')).status).toBe(400);
  });

  it('keeps the old contract, refuses bad input and other customers’ plans', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db());
    const stranger = await createSignedInCustomer(database.db());
    const badReason = await offerFor(subscription.id, token, 'Bored');
    expect(badReason.status).toBe(400);
    expect(badReason.json).toHaveProperty(['reason']);
    const noKey = await accept(subscription.id, token, { reason: 'Too expensive' });
    expect(noKey.status).toBe(400);
    expect(noKey.json).toHaveProperty(['offer_key']);
    const badOffer = await cancel(subscription.id, token, {
      reason: 'Too expensive',
      declined_offer: 'free_food',
    });
    expect(badOffer.status).toBe(400);
    expect(badOffer.json).toHaveProperty(['declined_offer']);
    expect((await offerFor(subscription.id, stranger.token, 'Too expensive')).status).toBe(404);
    const foreign = await accept(subscription.id, stranger.token, {
      reason: 'Too much food',
      offer_key: 'fewer_weeks:2>1',
    });
    expect(foreign.status).toBe(404);
    expect((await offerFor(subscription.id, '', 'Too expensive')).status).toBe(401);
    // The original body (reason and details, no offer) still cancels.
    const plain = await cancel(subscription.id, token, { reason: 'Something else' });
    expect(plain.status).toBe(200);
    const feedback = await feedbackOf(subscription.id);
    expect(feedback).toMatchObject([{ outcome: 'none', offerKind: null }]);
  });
});
