import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import methodRoute from '@/pages/api/v3/customers/[id]/payment_methods/[methodId]/index';
import setupConfirmRoute from '@/pages/api/v3/customers/[id]/payment_methods/[methodId]/confirm';
import methodsRoute from '@/pages/api/v3/customers/[id]/payment_methods/index';
import setupRoute from '@/pages/api/v3/customers/[id]/payment_methods/initiate';
import authenticateRoute from '@/pages/api/v3/payments/[paymentId]/authenticate';
import payConfirmRoute from '@/pages/api/v3/payments/[paymentId]/confirm';
import initiateRoute from '@/pages/api/v3/payments/initiate';
import offlineCardRoute from '@/pages/api/v3/payments/payment_methods';
import { subscriptions } from '@/server/db/schema';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useTestDatabase } from '../helpers/test-db';

type Json = Record<string, unknown> & { id: number; transaction_id: string };
type Card = {
  id: number;
  card_number: string;
  card_token: string;
  exp_month: number | null;
  exp_year: number | null;
  is_default: boolean;
};

describe('cards kept on file', () => {
  const database = useTestDatabase({ seed: true });
  const methods = useRoute(methodsRoute);
  const method = useRoute(methodRoute);
  const setupStart = useRoute(setupRoute);
  const setupConfirm = useRoute(setupConfirmRoute);
  const authenticate = useRoute(authenticateRoute);
  const payStart = useRoute(initiateRoute);
  const payConfirm = useRoute(payConfirmRoute);
  const offlineCard = useRoute(offlineCardRoute);
  const base = (id: number) => `/api/v3/customers/${id}/payment_methods/`;

  const listed = async (id: number, token: string) =>
    (await methods({ url: base(id), params: { id: String(id) }, token })).json as unknown as Card[];
  const enter = async (id: number, token: string, card: string) =>
    (
      await methods({
        method: 'POST',
        url: base(id),
        params: { id: String(id) },
        token,
        body: { card_token: card },
      })
    ).json as unknown as Card;
  const newSetup = async (id: number, token: string) =>
    (
      await setupStart({
        method: 'POST',
        url: `${base(id)}initiate/`,
        params: { id: String(id) },
        token,
      })
    ).json as Json;
  const confirmSetup = (
    id: number,
    token: string,
    setupId: number,
    card: string,
    extra: Record<string, unknown> = {},
  ) =>
    setupConfirm({
      method: 'POST',
      url: `${base(id)}${setupId}/confirm/`,
      params: { id: String(id), methodId: String(setupId) },
      token,
      body: { card_token: card, ...extra },
    });
  const bankSays = (token: string, secret: string, outcome: 'approve' | 'fail') =>
    authenticate({
      method: 'POST',
      url: `/api/v3/payments/${secret}/authenticate/`,
      params: { paymentId: secret },
      token,
      body: { outcome },
    });
  const remove = (id: number, token: string, methodId: number) =>
    method({
      method: 'DELETE',
      url: `${base(id)}${methodId}/`,
      params: { id: String(id), methodId: String(methodId) },
      token,
    });

  it('lists an entered card at once; only the one a payment succeeded with is the default', async () => {
    const { customer, token, cart } = await customerReadyToPay(database.db());
    const declined = await enter(customer.id, token, 'pm_card_chargeDeclined');
    expect((await listed(customer.id, token)).map((card) => [card.id, card.is_default])).toEqual([
      [declined.id, false],
    ]);
    const intent = (
      await payStart({
        method: 'POST',
        url: '/api/v3/payments/initiate/',
        token,
        body: { cart_id: cart.cart_id },
      })
    ).json as Json;
    const pay = (methodId: number) =>
      payConfirm({
        method: 'POST',
        url: `/api/v3/payments/${intent.transaction_id}/confirm/`,
        params: { paymentId: intent.transaction_id },
        token,
        body: { payment_method_id: methodId },
      });
    expect((await pay(declined.id)).status).toBe(402);
    expect((await listed(customer.id, token)).map((card) => card.is_default)).toEqual([false]);

    const visa = await enter(customer.id, token, 'pm_card_visa');
    expect((await pay(visa.id)).status).toBe(200);
    const cards = await listed(customer.id, token);
    expect(cards.map((card) => [card.card_number, card.is_default])).toEqual([
      ['4242', true],
      ['0002', false],
    ]);
    // Listed, so it can be removed; it was never the default.
    expect((await remove(customer.id, token, declined.id)).status).toBe(204);
  });

  it('saves two cards in a row, each through its own setup intent', async () => {
    const { customer, token } = await customerReadyToPay(database.db());
    const first = await newSetup(customer.id, token);
    expect((await confirmSetup(customer.id, token, first.id, 'pm_card_visa')).status).toBe(200);
    // The used setup intent can't save another card; a new one can.
    expect((await confirmSetup(customer.id, token, first.id, 'pm_card_mastercard')).status).toBe(
      409,
    );
    const second = await newSetup(customer.id, token);
    expect(second.id).not.toBe(first.id);
    expect((await confirmSetup(customer.id, token, second.id, 'pm_card_mastercard')).status).toBe(
      200,
    );
    const cards = await listed(customer.id, token);
    expect(cards.map((card) => [card.card_number, card.is_default])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
  });

  it('makes a new card the default only when asked (the first card always)', async () => {
    const { customer, token } = await customerReadyToPay(database.db());
    const no = { make_default: false };
    const first = await newSetup(customer.id, token);
    const saved = await confirmSetup(customer.id, token, first.id, 'pm_card_visa', no);
    // Without a default there is nothing else to charge: the first card is it.
    expect(saved.json).toMatchObject({ card_number: '4242', is_default: true });
    const second = await newSetup(customer.id, token);
    const kept = await confirmSetup(customer.id, token, second.id, 'pm_card_mastercard', no);
    expect(kept.json).toMatchObject({ card_number: '4444', is_default: false });
    const third = await newSetup(customer.id, token);
    const asked = await confirmSetup(customer.id, token, third.id, 'pm_card_amex', {
      make_default: true,
    });
    expect(asked.json).toMatchObject({ is_default: true });
    const cards = await listed(customer.id, token);
    expect(cards.filter((card) => card.is_default).map((card) => card.card_number)).toEqual([
      (asked.json as unknown as Card).card_number,
    ]);
    const malformed = await newSetup(customer.id, token);
    expect(
      (await confirmSetup(customer.id, token, malformed.id, 'pm_card_visa', { make_default: 'x' }))
        .status,
    ).toBe(400);
  });

  it('saves the 3-D Secure card once the bank approves it, and not when it fails', async () => {
    const { customer, token } = await customerReadyToPay(database.db());
    const setup = await newSetup(customer.id, token);
    const asked = await confirmSetup(
      customer.id,
      token,
      setup.id,
      'pm_card_authenticationRequired',
    );
    expect(asked.status).toBe(202);
    expect(asked.json).toMatchObject({ next_action: { client_secret: setup.transaction_id } });
    expect(await listed(customer.id, token)).toEqual([]);
    expect((await bankSays(token, setup.transaction_id, 'approve')).status).toBe(200);
    const saved = await confirmSetup(
      customer.id,
      token,
      setup.id,
      'pm_card_authenticationRequired',
    );
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ card_number: '3184', is_default: true });

    const refused = await newSetup(customer.id, token);
    expect(
      (await confirmSetup(customer.id, token, refused.id, 'pm_card_authenticationRequired')).status,
    ).toBe(202);
    expect((await bankSays(token, refused.transaction_id, 'fail')).json).toMatchObject({
      status: 'failed',
    });
    expect((await listed(customer.id, token)).map((card) => card.card_number)).toEqual(['3184']);
    const stranger = await customerReadyToPay(database.db());
    expect((await bankSays(stranger.token, refused.transaction_id, 'approve')).status).toBe(404);
  });

  it('keeps one card once, however often it is typed again (the provider’s fingerprint)', async () => {
    const { customer, token, cart } = await customerReadyToPay(database.db());
    const typed = async (card: string, last4: string) =>
      String(
        (
          await offlineCard({
            method: 'POST',
            url: '/api/v3/payments/payment_methods/',
            token,
            body: { card, last4, exp_month: 7, exp_year: 2031 },
          })
        ).json.id,
      );
    const saveWithBank = async (card: string) => {
      const setup = await newSetup(customer.id, token);
      expect((await confirmSetup(customer.id, token, setup.id, card)).status).toBe(202);
      expect((await bankSays(token, setup.transaction_id, 'approve')).status).toBe(200);
      expect((await confirmSetup(customer.id, token, setup.id, card)).status).toBe(200);
    };
    await saveWithBank(await typed('pm_card_authenticationRequired', '3184'));
    const [first] = await listed(customer.id, token);

    // The same card typed again, for a card of its own and for a payment.
    const again = await typed('pm_card_authenticationRequired', '3184');
    await saveWithBank(again);
    const retyped = await enter(
      customer.id,
      token,
      await typed('pm_card_authenticationRequired', '3184'),
    );
    const intent = (
      await payStart({
        method: 'POST',
        url: '/api/v3/payments/initiate/',
        token,
        body: { cart_id: cart.cart_id },
      })
    ).json as Json;
    const pay = () =>
      payConfirm({
        method: 'POST',
        url: `/api/v3/payments/${intent.transaction_id}/confirm/`,
        params: { paymentId: intent.transaction_id },
        token,
        body: { payment_method_id: retyped.id },
      });
    expect((await pay()).json).toMatchObject({ next_action: { type: 'use_stripe_sdk' } });
    expect((await bankSays(token, intent.transaction_id, 'approve')).status).toBe(200);
    expect((await pay()).json).toMatchObject({ status: 'authorized' });
    const cards = await listed(customer.id, token);
    // The one kept is the card as last entered (the payment's): the old row made way for it.
    expect(cards.map((card) => [card.id, card.card_number, card.is_default])).toEqual([
      [retyped.id, '3184', true],
    ]);
    expect(retyped.id).not.toBe(first!.id);

    // Another card is another card.
    await saveWithBank(await typed('pm_card_authenticationRequired', '3155'));
    expect((await listed(customer.id, token)).map((card) => card.card_number).sort()).toEqual([
      '3155',
      '3184',
    ]);
  });

  it('keeps the expiry the card form sent, not a made-up one', async () => {
    const { customer, token } = await customerReadyToPay(database.db());
    const typed = (body: unknown, who: string | undefined = token) =>
      offlineCard({ method: 'POST', url: '/api/v3/payments/payment_methods/', token: who, body });
    const created = await typed({ card: 'pm_card_visa', exp_month: 7, exp_year: 2031 });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      id: expect.stringMatching(/^pm_\w+$/),
      customer: null,
      card: { last4: '4242', exp_month: 7, exp_year: 2031 },
    });
    const setup = await newSetup(customer.id, token);
    const saved = await confirmSetup(customer.id, token, setup.id, String(created.json.id));
    expect(saved.json).toMatchObject({ card_number: '4242', exp_month: 7, exp_year: 2031 });
    expect(await listed(customer.id, token)).toMatchObject([{ exp_month: 7, exp_year: 2031 }]);

    const amex = await typed({ card: 'pm_card_amex', last4: '0005', exp_month: 9, exp_year: 2029 });
    expect(amex.json).toMatchObject({ card: { brand: 'amex', last4: '0005' } });
    expect((await typed({ card: 'pm_card_visa', exp_month: 13, exp_year: 2031 })).status).toBe(400);
    expect(
      (await typed({ card: 'pm_card_visa', last4: '42', exp_month: 1, exp_year: 2031 })).status,
    ).toBe(400);
    expect((await typed({ card: 'pm_nope', exp_month: 1, exp_year: 2031 })).status).toBe(400);
    expect((await typed({ card: 'pm_card_visa', exp_month: 1, exp_year: 2031 }, '')).status).toBe(
      401,
    );
  });

  it('removes a saved card, but not the default one while a plan runs', async () => {
    const db = database.db();
    const { customer, token, subscription } = await createSubscribedCustomer(db);
    for (const card of ['pm_card_visa', 'pm_card_mastercard']) {
      const setup = await newSetup(customer.id, token);
      await confirmSetup(customer.id, token, setup.id, card);
    }
    const [mastercard, visa] = await listed(customer.id, token);
    expect(mastercard).toMatchObject({ card_number: '4444', is_default: true });

    expect((await remove(customer.id, token, visa!.id)).status).toBe(204);
    const refused = await remove(customer.id, token, mastercard!.id);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      code: 'default_card_in_use',
      detail: 'This card pays for your plan. Make another card the default before removing it.',
    });
    expect((await listed(customer.id, token)).map((card) => card.card_number)).toEqual(['4444']);

    const stranger = await createSubscribedCustomer(db);
    expect((await remove(customer.id, stranger.token, mastercard!.id)).status).toBe(403);
    expect((await remove(stranger.customer.id, stranger.token, mastercard!.id)).status).toBe(404);
    expect((await remove(customer.id, token, 0)).status).toBe(404);

    await db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.id, subscription.id));
    expect((await remove(customer.id, token, mastercard!.id)).status).toBe(204);
    expect(await listed(customer.id, token)).toEqual([]);
  });
});
