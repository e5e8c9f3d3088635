import { clockNow } from '@/server/clock';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import checkoutRoute from '@/pages/api/v3/customers/[id]/checkout';
import datesRoute from '@/pages/api/v3/customers/[id]/delivery_dates';
import methodsRoute from '@/pages/api/v3/customers/[id]/payment_methods/index';
import confirmRoute from '@/pages/api/v3/payments/[paymentId]/confirm';
import initiateRoute from '@/pages/api/v3/payments/initiate';
import planRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/index';
import reactivateRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/reactivate';
import rescheduleRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/reschedule';
import { orders, subscriptions } from '@/server/db/schema';
import { firstDeliveryOptions, restartOptions, shopToday } from '@/domain/delivery-schedule';
import { bookedBetween } from '@/server/services/capacity/capacity-repository';
import { setCapacityDay } from '@/server/services/capacity/capacity-admin';
import { createSignedInCustomer } from '../factories/customers';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { customerReadyToPay, RENEWAL_CONSENT } from '../helpers/checkout-fixtures';
import { renewNextBox } from '../helpers/purchase-routes';
import { createStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

type Json = Record<string, unknown>;

/**
 * Issue 35 item 2: a full delivery day is not offered to first boxes, moves or reactivations
 * (the next free day is), a day that fills between showing and taking is refused with the next
 * free day, and of two customers racing for the last slot one gets it.
 */
describe('kitchen capacity where dates are offered and taken', () => {
  const database = useTestDatabase({ seed: true });
  const dates = useRoute(datesRoute);
  const plan = useRoute(planRoute);
  const reschedule = useRoute(rescheduleRoute);
  const reactivate = useRoute(reactivateRoute);
  const methods = useRoute(methodsRoute);
  const initiate = useRoute(initiateRoute);
  const confirm = useRoute(confirmRoute);
  const checkout = useRoute(checkoutRoute);
  let ownerId: number;
  beforeAll(async () => {
    ownerId = (await createStaff(database.db(), { role: 'owner' })).id;
  });
  const today = shopToday(clockNow());
  const offered = firstDeliveryOptions(today);

  /** Sets a day's capacity to what is booked on it plus `room`. */
  async function leaveRoom(date: string, room: number) {
    const booked = (await bookedBetween(database.db(), date, date)).get(date) ?? 0;
    await setCapacityDay(database.db(), ownerId, date, { boxes: booked + room });
    return booked + room;
  }
  const firstBoxDates = async (id: number, token?: string) =>
    dates<{ delivery_dates: string[] }>({
      url: `/api/v3/customers/${id}/delivery_dates/`,
      params: { id: String(id) },
      token,
    });
  const move = (id: number, token: string, date: string) =>
    reschedule<Json>({
      method: 'PUT',
      url: `/api/v3/subscriptions/${id}/reschedule/`,
      params: { subscriptionId: String(id) },
      token,
      body: { next_delivery_date: date },
    });

  /** A customer whose payment for the cart is held, ready for checkout. */
  async function heldPayment() {
    const { customer, token, cart } = await customerReadyToPay(database.db());
    const method = await methods<Json>({
      method: 'POST',
      url: `/api/v3/customers/${customer.id}/payment_methods/`,
      params: { id: String(customer.id) },
      token,
      body: { card_token: 'pm_card_visa' },
    });
    const intent = await initiate<Json>({
      method: 'POST',
      url: '/api/v3/payments/initiate/',
      token,
      body: { cart_id: cart.cart_id },
    });
    const transactionId = intent.json.transaction_id as string;
    const held = await confirm<Json>({
      method: 'POST',
      url: `/api/v3/payments/${transactionId}/confirm/`,
      params: { paymentId: transactionId },
      token,
      body: { payment_method_id: method.json.id },
    });
    expect(held.json.status).toBe('authorized');
    return (deliveryDate: string) =>
      checkout<Json>({
        method: 'POST',
        url: `/api/v3/customers/${customer.id}/checkout/`,
        params: { id: String(customer.id) },
        token,
        body: { transaction_ids: [transactionId], delivery_date: deliveryDate, ...RENEWAL_CONSENT },
      });
  }

  it('offers a first box the next free day in place of a full one', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    expect((await firstBoxDates(customer.id)).status).toBe(401);
    const other = await createSignedInCustomer(database.db());
    expect((await firstBoxDates(customer.id, other.token)).status).toBe(403);
    expect((await firstBoxDates(customer.id, token)).json.delivery_dates).toEqual(offered);
    await leaveRoom(offered[1]!, 0);
    const after = (await firstBoxDates(customer.id, token)).json.delivery_dates;
    expect(after).not.toContain(offered[1]);
    expect(after).toHaveLength(offered.length);
    expect(after.slice(0, 5)).toEqual([offered[0], ...offered.slice(2)]);
    expect(after[5]! > offered[5]!).toBe(true);
  });

  it('gives the last first-box slot to one of two checkouts at once, the other the next day', async () => {
    const day = offered[2]!;
    const [first, second] = await Promise.all([heldPayment(), heldPayment()]);
    await leaveRoom(day, 1);
    const answers = await Promise.all([first(day), second(day)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.status === 422)!;
    const next = refused.json.next_delivery_date as string;
    expect(refused.json).toMatchObject({ code: 'no_transit_option_found' });
    expect(next > day).toBe(true);
    expect(refused.json.detail).toMatch(/fully booked/);
    const booked = await database.db().select().from(orders).where(eq(orders.deliveryDate, day));
    expect(booked.filter((order) => order.kind === 'first_box')).toHaveLength(1);
    // The customer takes the day offered, with the same payment.
    const retry = answers[0] === refused ? first : second;
    expect((await retry(next)).status).toBe(200);
  });

  it('does not offer a move to a full day, and refuses a move that lost the race (409)', async () => {
    const day = offered[3]!;
    const [a, b] = await Promise.all([
      createSubscribedCustomer(database.db()),
      createSubscribedCustomer(database.db()),
    ]);
    await leaveRoom(day, 1);
    const view = await plan<{ delivery_options: string[] }>({
      url: `/api/v3/subscriptions/${a.subscription.id}/`,
      params: { subscriptionId: String(a.subscription.id) },
      token: a.token,
    });
    expect(view.json.delivery_options).toContain(day);
    const answers = await Promise.all([
      move(a.subscription.id, a.token, day),
      move(b.subscription.id, b.token, day),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.json).toMatchObject({ code: 'delivery_day_full' });
    const next = refused.json.next_delivery_date as string;
    expect(next > day).toBe(true);
    const loser = answers[0] === refused ? a : b;
    const options = await plan<{ delivery_options: string[] }>({
      url: `/api/v3/subscriptions/${loser.subscription.id}/`,
      params: { subscriptionId: String(loser.subscription.id) },
      token: loser.token,
    });
    expect(options.json.delivery_options).not.toContain(day);
    expect(options.json.delivery_options).toContain(next);
    expect((await move(loser.subscription.id, loser.token, next)).status).toBe(200);
  });

  it('gives one slot to exactly one of eight moves at once', async () => {
    const day = offered[4]!;
    const movers = await Promise.all(
      Array.from({ length: 8 }, () => createSubscribedCustomer(database.db())),
    );
    const capacity = await leaveRoom(day, 1);
    const answers = await Promise.all(
      movers.map((mover) => move(mover.subscription.id, mover.token, day)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expect(answer.json.next_delivery_date).not.toBe(day);
    expect((await bookedBetween(database.db(), day, day)).get(day)).toBe(capacity);
  });

  it('restarts a cancelled plan on the next free day, not a full one', async () => {
    const db = database.db();
    const { customer, token, subscription } = await createSubscribedCustomer(db);
    await db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.id, subscription.id));
    await saveCardOnFile(db, customer.id, 'pm_card_visa');
    const day = restartOptions(today)[1]!;
    await leaveRoom(day, 0);
    const refused = await reactivate<Json>({
      method: 'POST',
      url: `/api/v3/subscriptions/${subscription.id}/reactivate/`,
      params: { subscriptionId: String(subscription.id) },
      token,
      body: { delivery_date: day, ...RENEWAL_CONSENT },
    });
    expect(refused).toMatchObject({ status: 409, json: { code: 'delivery_day_full' } });
    const next = refused.json.next_delivery_date as string;
    const back = await reactivate<Json>({
      method: 'POST',
      url: `/api/v3/subscriptions/${subscription.id}/reactivate/`,
      params: { subscriptionId: String(subscription.id) },
      token,
      body: { delivery_date: next, ...RENEWAL_CONSENT },
    });
    expect(back).toMatchObject({
      status: 200,
      json: { status: 'active', next_delivery_date: next },
    });
  });

  it('never refuses a renewal already scheduled, even on a day closed to new boxes', async () => {
    const db = database.db();
    const day = offered[4]!;
    const { customer } = await createSubscribedCustomer(db, { nextDeliveryDate: day });
    await saveCardOnFile(db, customer.id, 'pm_card_visa');
    await setCapacityDay(db, ownerId, day, { boxes: 0 });
    await renewNextBox(db, customer.id);
    const [renewal] = await db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(renewal).toMatchObject({ kind: 'renewal', status: 'paid', deliveryDate: day });
  });
});
