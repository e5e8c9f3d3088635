import { describe, expect, it } from 'vitest';
import methodRoute from '@/pages/api/v3/customers/[id]/payment_methods/[methodId]/index';
import confirmRoute from '@/pages/api/v3/customers/[id]/payment_methods/[methodId]/confirm';
import defaultRoute from '@/pages/api/v3/customers/[id]/payment_methods/default';
import methodsRoute from '@/pages/api/v3/customers/[id]/payment_methods/index';
import initiateRoute from '@/pages/api/v3/customers/[id]/payment_methods/initiate';
import { createSignedInCustomer } from '../factories/customers';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

type Method = {
  id: number;
  card_number: string;
  brand: string;
  card_token: string;
  is_default: boolean;
};

describe('/api/v3/customers/{id}/payment_methods/', () => {
  const database = useTestDatabase();
  const list = useRoute(methodsRoute);
  const fallback = useRoute(defaultRoute);
  const one = useRoute(methodRoute);
  const initiate = useRoute(initiateRoute);
  const confirm = useRoute(confirmRoute);
  const base = (id: number) => `/api/v3/customers/${id}/payment_methods/`;

  /** Saving without paying goes through a setup intent: the card is kept once it succeeded. */
  const save = async (id: number, token: string, card: string) => {
    const setup = (
      await initiate({
        method: 'POST',
        url: `${base(id)}initiate/`,
        params: { id: String(id) },
        token,
      })
    ).json as { id: number };
    return (
      await confirm({
        method: 'POST',
        url: `${base(id)}${setup.id}/confirm/`,
        params: { id: String(id), methodId: String(setup.id) },
        token,
        body: { card_token: card },
      })
    ).json as unknown as Method;
  };
  const all = async (id: number, token: string) =>
    (await list({ url: base(id), params: { id: String(id) }, token })).json as unknown as Method[];

  it('saves cards with the provider’s brand and last 4; the newest is the default', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const noneYet = await fallback({
      url: `${base(customer.id)}default/`,
      params: { id: String(customer.id) },
      token,
    });
    expect(noneYet.status).toBe(404);
    const visa = await save(customer.id, token, 'pm_card_visa');
    expect(visa).toMatchObject({ card_number: '4242', brand: 'visa', is_default: true });
    const mastercard = await save(customer.id, token, 'pm_card_mastercard');
    const cards = await all(customer.id, token);
    expect(cards.map((card) => [card.card_number, card.is_default])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    const current = await fallback({
      url: `${base(customer.id)}default/`,
      params: { id: String(customer.id) },
      token,
    });
    expect(current.json.id).toBe(mastercard.id);
  });

  it('replaces the card behind a method with PATCH, checking the details against the card', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const visa = await save(customer.id, token, 'pm_card_visa');
    const patch = (body: unknown, who = token, owner = customer.id) =>
      one({
        method: 'PATCH',
        url: `${base(owner)}${visa.id}/`,
        params: { id: String(owner), methodId: String(visa.id) },
        token: who,
        body,
      });
    const mismatch = await patch({
      card_token: 'pm_card_amex',
      card_number: '4242',
      brand: 'visa',
    });
    expect(mismatch.status).toBe(400);
    const replaced = await patch({
      card_token: 'pm_card_amex',
      card_number: '8431',
      brand: 'amex',
    });
    expect(replaced.json).toMatchObject({ id: visa.id, card_number: '8431', brand: 'amex' });
    const stranger = await createSignedInCustomer(database.db());
    expect((await patch({ card_token: 'pm_card_visa' }, stranger.token)).status).toBe(403);
    const theirs = await one({
      method: 'PATCH',
      url: `${base(stranger.customer.id)}${visa.id}/`,
      params: { id: String(stranger.customer.id), methodId: String(visa.id) },
      token: stranger.token,
      body: { card_token: 'pm_card_visa' },
    });
    expect(theirs.status).toBe(404);
  });

  it('saves a card through a setup intent; a refused card answers 422 and is not kept', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const start = () =>
      initiate({
        method: 'POST',
        url: `${base(customer.id)}initiate/`,
        params: { id: String(customer.id) },
        token,
      });
    const setup = (await start()).json as { id: number; transaction_id: string };
    expect(setup.transaction_id).toMatch(/^seti_\w+_secret_\w+$/);
    expect(((await start()).json as { id: number }).id).toBe(setup.id);
    const confirmWith = (card: string) =>
      confirm({
        method: 'POST',
        url: `${base(customer.id)}${setup.id}/confirm/`,
        params: { id: String(customer.id), methodId: String(setup.id) },
        token,
        body: { card_token: card },
      });
    const refused = await confirmWith('pm_card_chargeDeclined');
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ detail: 'Your card was declined.' });
    expect(await all(customer.id, token)).toEqual([]);

    const next = (await start()).json as { id: number };
    const saved = await confirm({
      method: 'POST',
      url: `${base(customer.id)}${next.id}/confirm/`,
      params: { id: String(customer.id), methodId: String(next.id) },
      token,
      body: { card_token: 'pm_card_visa' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ card_number: '4242', is_default: true });
  });

  it('lists a card added through the API at once; it becomes the default only once the bank confirms it', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const visa = await save(customer.id, token, 'pm_card_visa');
    const add = async (card: string) =>
      (
        await list({
          method: 'POST',
          url: base(customer.id),
          params: { id: String(customer.id) },
          token,
          body: { card_token: card },
        })
      ).json as unknown as Method;
    const chooseDefault = (methodId: number) =>
      fallback({
        method: 'PUT',
        url: `${base(customer.id)}default/`,
        params: { id: String(customer.id) },
        token,
        body: { payment_method_id: methodId },
      });
    const declining = await add('pm_card_chargeDeclined');
    expect(declining.is_default).toBe(false);
    expect((await all(customer.id, token)).map((card) => [card.id, card.is_default])).toEqual([
      [visa.id, true],
      [declining.id, false],
    ]);
    // Stripe's setup check refuses a card that declines every charge: it is not the default.
    const refused = await chooseDefault(declining.id);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ detail: 'Your card was declined.' });
    expect((await all(customer.id, token))[0]!.id).toBe(visa.id);
    // A card whose bank asks for 3-D Secure needs the customer: the card form confirms it.
    const secure = await add('pm_card_authenticationRequired');
    expect((await chooseDefault(secure.id)).status).toBe(422);
    const mastercard = await add('pm_card_mastercard');
    const chosen = await chooseDefault(mastercard.id);
    expect(chosen.status).toBe(200);
    expect(chosen.json).toMatchObject({ id: mastercard.id, is_default: true });
  });

  it('checks a replacement card with the bank before it takes a saved card’s place', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const visa = await save(customer.id, token, 'pm_card_visa');
    const replaced = await one({
      method: 'PATCH',
      url: `${base(customer.id)}${visa.id}/`,
      params: { id: String(customer.id), methodId: String(visa.id) },
      token,
      body: { card_token: 'pm_card_chargeDeclined' },
    });
    expect(replaced.status).toBe(422);
    expect((await all(customer.id, token))[0]).toMatchObject({
      id: visa.id,
      card_number: '4242',
      is_default: true,
    });
  });

  it('refuses every route to another customer', async () => {
    const owner = await createSignedInCustomer(database.db());
    const stranger = await createSignedInCustomer(database.db());
    const params = { id: String(owner.customer.id) };
    const url = base(owner.customer.id);
    expect((await list({ url, params, token: stranger.token })).status).toBe(403);
    expect(
      (
        await list({
          method: 'POST',
          url,
          params,
          token: stranger.token,
          body: { card_token: 'pm_card_visa' },
        })
      ).status,
    ).toBe(403);
    expect((await fallback({ url: `${url}default/`, params, token: stranger.token })).status).toBe(
      403,
    );
    expect(
      (await initiate({ method: 'POST', url: `${url}initiate/`, params, token: stranger.token }))
        .status,
    ).toBe(403);
    expect((await list({ url, params })).status).toBe(401);
  });
});
