import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import checkoutRoute from '@/pages/api/v3/customers/[id]/checkout';
import cartRoute from '@/pages/api/v3/customers/[id]/cart';
import authenticateRoute from '@/pages/api/v3/payments/[paymentId]/authenticate';
import subscriptionsRoute from '@/pages/api/v3/subscriptions/index';
import { customers, orders, outboxEmails, payments, subscriptions } from '@/server/db/schema';
import { OfflinePaymentProvider } from '@/server/payments';
import { createSignedInCustomer } from '../factories/customers';
import { customerReadyToPay, RENEWAL_CONSENT } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { useCardPayments } from '../helpers/held-payment';
import { useTestDatabase } from '../helpers/test-db';

type Json = Record<string, unknown> & { id: number; transaction_id: string; amount: number };

describe('payments and checkout', () => {
  const database = useTestDatabase({ seed: true });
  const { methods, initiate, confirm, saveCard } = useCardPayments();
  const authenticate = useRoute(authenticateRoute);
  const checkoutCall = useRoute(checkoutRoute);
  const cartCall = useRoute(cartRoute);
  const subscriptionsCall = useRoute(subscriptionsRoute);

  const start = async (token: string, cartId: number, body: Record<string, unknown> = {}) =>
    initiate({
      method: 'POST',
      url: '/api/v3/payments/initiate/',
      token,
      body: { cart_id: cartId, ...body },
    });
  const confirmWith = (token: string, transactionId: string, methodId: number) =>
    confirm({
      method: 'POST',
      url: `/api/v3/payments/${transactionId}/confirm/`,
      params: { paymentId: transactionId },
      token,
      body: { payment_method_id: methodId },
    });
  const checkout = (customerId: number, token: string, body: unknown, query = '') =>
    checkoutCall({
      method: 'POST',
      url: `/api/v3/customers/${customerId}/checkout/${query}`,
      params: { id: String(customerId) },
      token,
      body,
    });

  async function paidIntent(card = 'pm_card_visa') {
    const ready = await customerReadyToPay(database.db());
    const method = await saveCard(ready.customer.id, ready.token, card);
    const intent = (await start(ready.token, ready.cart.cart_id)).json as Json;
    return { ...ready, method, intent };
  }

  it('charges the cart’s total as the server prices it, whatever the client says', async () => {
    const { token, cart, intent } = await paidIntent();
    expect(intent.amount).toBe(cart.totals.total);
    const again = await start(token, cart.cart_id, { amount: 1 });
    expect((again.json as Json).id).toBe(intent.id);
    expect((again.json as Json).amount).toBe(cart.totals.total);
    expect(intent.transaction_id).toMatch(/^pi_\w+_secret_\w+$/);
  });

  it('places the order: one order, a subscription per pup, an active customer, an email', async () => {
    const { customer, token, method, intent, pet, cart } = await paidIntent();
    const held = await confirmWith(token, intent.transaction_id, method.id);
    expect(held.status).toBe(200);
    expect(held.json.status).toBe('authorized');
    const response = await checkout(
      customer.id,
      token,
      { transaction_ids: [intent.transaction_id], ...RENEWAL_CONSENT },
      '?campaign_id=spring',
    );
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      status: 'paid',
      total: cart.totals.total,
      customer_status: 'active',
    });
    const db = database.db();
    const [order] = await db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(order?.campaignId).toBe('spring');
    const subs = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customer.id));
    expect(subs.map((sub) => sub.petId)).toEqual([pet.id]);
    expect(subs[0]?.addons).toEqual([
      { sku: 'ZOOMIES01', quantity: 1, frequency: 1, product_type: 'SP' },
    ]);
    const [row] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.status).toBe('active');
    const [payment] = await db.select().from(payments).where(eq(payments.id, intent.id));
    expect(payment?.status).toBe('succeeded');
    const mail = await db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email));
    expect(mail.map((email) => email.kind)).toContain('order_confirmation');
    const plans = await subscriptionsCall({ url: '/api/v3/subscriptions/', token });
    expect(plans.json).toEqual([
      expect.objectContaining({
        pet_id: pet.id,
        pet_name: 'Biscuit',
        status: 'active',
        next_delivery_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        addons: [expect.objectContaining({ sku: 'ZOOMIES01', quantity: 1, frequency: 1 })],
      }),
    ]);
    const stranger = await createSignedInCustomer(database.db());
    expect(
      (await subscriptionsCall({ url: '/api/v3/subscriptions/', token: stranger.token })).json,
    ).toEqual([]);
    expect((await subscriptionsCall({ url: '/api/v3/subscriptions/' })).status).toBe(401);
    const emptied = await cartCall({
      url: `/api/v3/customers/${customer.id}/cart/`,
      params: { id: String(customer.id) },
      token,
    });
    expect(emptied.json).toMatchObject({ subscriptions: {}, line_items: [] });
  });

  // Issue 32 item 19: a storm of replays (a client retrying in a loop, a double click times ten).
  // On PostgreSQL they really run at once; on PGlite they queue on its one connection. Either way
  // each answers the one order or the "still being placed" 422 a client may retry, never a 500.
  it('makes one order and one charge from concurrent checkouts and replays of one payment', async () => {
    const { customer, token, method, intent, cart } = await paidIntent();
    const [first, second] = await Promise.all([
      confirmWith(token, intent.transaction_id, method.id),
      confirmWith(token, intent.transaction_id, method.id),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 200]);
    const body = { transaction_ids: [intent.transaction_id], ...RENEWAL_CONSENT };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => checkout(customer.id, token, body)),
    );
    const placed = results.filter((result) => result.status === 200);
    expect(placed.length).toBeGreaterThan(0);
    for (const other of results.filter((result) => result.status !== 200))
      expect({ status: other.status, code: other.json.code }).toEqual({
        status: 422,
        code: 'bc_order_status_error',
      });
    expect(new Set(placed.map((result) => result.json.id)).size).toBe(1);
    const replay = await checkout(customer.id, token, body);
    expect(replay.json.id).toBe(placed[0]!.json.id);
    expect(
      await database.db().select().from(orders).where(eq(orders.customerId, customer.id)),
    ).toHaveLength(1);
    // At the bank: the one payment, captured once for the cart's total.
    const atBank = await new OfflinePaymentProvider(
      database.db(),
      'whsec_offline',
    ).retrievePaymentIntent(intent.transaction_id.split('_secret_')[0]!);
    expect({ status: atBank.status, received: atBank.amount_received }).toEqual({
      status: 'succeeded',
      received: cart.totals.total,
    });
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'Your card was declined.'],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'Your card has expired.'],
  ])('a %s answers 402 %s and keeps the cart', async (card, code, message) => {
    const { customer, token, method, intent } = await paidIntent(card);
    const refused = await confirmWith(token, intent.transaction_id, method.id);
    expect(refused.status).toBe(402);
    expect(refused.json).toEqual({ detail: message, code });
    const cart = await cartCall({
      url: `/api/v3/customers/${customer.id}/cart/`,
      params: { id: String(customer.id) },
      token,
    });
    expect(Object.keys(cart.json.subscriptions as object)).toHaveLength(1);
    const good = await saveCard(customer.id, token, 'pm_card_visa');
    expect((await confirmWith(token, intent.transaction_id, good.id)).json.status).toBe(
      'authorized',
    );
  });

  it('answers the spec’s 422 codes', async () => {
    const unconfirmed = await paidIntent();
    const notHeld = await checkout(unconfirmed.customer.id, unconfirmed.token, {
      transaction_ids: [unconfirmed.intent.transaction_id],
      ...RENEWAL_CONSENT,
    });
    expect(notHeld.status).toBe(422);
    expect(notHeld.json.code).toBe('payment_error');

    const lead = await customerReadyToPay(database.db(), { password: false });
    const method = await saveCard(lead.customer.id, lead.token);
    const intent = (await start(lead.token, lead.cart.cart_id)).json as Json;
    await confirmWith(lead.token, intent.transaction_id, method.id);
    const noPassword = await checkout(lead.customer.id, lead.token, {
      transaction_ids: [intent.transaction_id],
      ...RENEWAL_CONSENT,
    });
    expect(noPassword.status).toBe(422);
    expect(noPassword.json.code).toBe('CUSTOMER_PASSWORD_NOT_SET');

    const unknown = await checkout(lead.customer.id, lead.token, {
      transaction_ids: ['pi_nope_secret_nope'],
      ...RENEWAL_CONSENT,
    });
    expect(unknown.json.code).toBe('invalid_payment_method');

    const badDate = await paidIntent();
    await confirmWith(badDate.token, badDate.intent.transaction_id, badDate.method.id);
    const past = await checkout(badDate.customer.id, badDate.token, {
      transaction_ids: [badDate.intent.transaction_id],
      ...RENEWAL_CONSENT,
      delivery_date: '2020-01-07',
    });
    expect(past.json.code).toBe('no_transit_option_found');
  });

  it('refuses a cart changed after the hold, until the payment is confirmed again', async () => {
    const { customer, token, method, intent } = await paidIntent();
    await confirmWith(token, intent.transaction_id, method.id);
    await cartCall({
      method: 'PUT',
      url: `/api/v3/customers/${customer.id}/cart/`,
      params: { id: String(customer.id) },
      token,
      body: { line_items: [{ sku: 'BELLYRUBS01', quantity: 6 }] },
    });
    const response = await checkout(customer.id, token, {
      transaction_ids: [intent.transaction_id],
      ...RENEWAL_CONSENT,
    });
    expect(response.status).toBe(422);
    expect(response.json.code).toBe('payment_error');
  });

  it('never lets one customer use another’s cart, card or payment', async () => {
    const owner = await paidIntent();
    const stranger = await createSignedInCustomer(database.db());
    expect((await start(stranger.token, owner.cart.cart_id)).status).toBe(404);
    expect(
      (await confirmWith(stranger.token, owner.intent.transaction_id, owner.method.id)).status,
    ).toBe(404);
    const strangerCard = await saveCard(stranger.customer.id, stranger.token);
    expect(
      (await confirmWith(owner.token, owner.intent.transaction_id, strangerCard.id)).status,
    ).toBe(404);
    expect(
      (
        await checkout(stranger.customer.id, stranger.token, {
          transaction_ids: [owner.intent.transaction_id],
          ...RENEWAL_CONSENT,
        })
      ).json.code,
    ).toBe('invalid_payment_method');
    expect(
      (
        await checkout(owner.customer.id, stranger.token, {
          transaction_ids: ['x'],
          ...RENEWAL_CONSENT,
        })
      ).status,
    ).toBe(403);
    const list = await methods({
      url: `/api/v3/customers/${owner.customer.id}/payment_methods/`,
      params: { id: String(owner.customer.id) },
      token: stranger.token,
    });
    expect(list.status).toBe(403);
  });

  it('asks for 3-D Secure when the bank wants it, and holds the payment once approved', async () => {
    const { customer, token, method, intent } = await paidIntent('pm_card_authenticationRequired');
    const asked = await confirmWith(token, intent.transaction_id, method.id);
    expect(asked.json).toMatchObject({
      status: 'pending',
      next_action: { type: 'use_stripe_sdk', client_secret: intent.transaction_id },
    });
    const answer = (who: string, outcome: string) =>
      authenticate({
        method: 'POST',
        url: `/api/v3/payments/${intent.transaction_id}/authenticate/`,
        params: { paymentId: intent.transaction_id },
        token: who,
        body: { outcome },
      });
    const stranger = await createSignedInCustomer(database.db());
    expect((await answer(stranger.token, 'approve')).status).toBe(404);
    expect((await answer(token, 'maybe')).status).toBe(400);
    expect((await answer(token, 'approve')).status).toBe(200);
    const held = await confirmWith(token, intent.transaction_id, method.id);
    expect(held.json.status).toBe('authorized');
    const order = await checkout(customer.id, token, {
      transaction_ids: [intent.transaction_id],
      ...RENEWAL_CONSENT,
    });
    expect(order.status).toBe(200);
  });

  it('validates its bodies', async () => {
    const { customer, token } = await paidIntent();
    expect((await start(token, 0)).status).toBe(400);
    expect((await checkout(customer.id, token, {})).status).toBe(400);
    expect((await checkout(customer.id, token, { transaction_ids: [] })).status).toBe(400);
    const badCard = await methods({
      method: 'POST',
      url: `/api/v3/customers/${customer.id}/payment_methods/`,
      params: { id: String(customer.id) },
      token,
      body: { card_token: 'pm_made_up' },
    });
    expect(badCard.status).toBe(400);
    expect(badCard.json.card_token).toHaveLength(1);
  });
});
