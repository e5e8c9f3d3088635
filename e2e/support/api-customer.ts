import type { APIResponse, Page } from '@playwright/test';
import { DEFAULT_OFFER_CODE } from '../../src/config/constants';
import { TERMS_VERSION } from '../../src/domain/renewal-terms';
import { expect } from '../fixtures/test';
import { createCustomerWithPassword } from './accounts';

/** The password and address the browser journeys' customers have (as `fillCheckout` types them). */
export const CUSTOMER_PASSWORD = 'crunchy carrots daily';
const ADDRESS = {
  first_name: 'Sam',
  last_name: 'Rivera',
  address1: '48 Kibble Court',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  phone: '5125550199',
  is_sms: false,
  is_residential: true,
};

async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A new customer with one pup on the recommended fresh plan, bought with a good card through the
 * same API calls the quiz and checkout make (register, pup, cart with the welcome offer, address,
 * card, hold, order), signed in in this page's browser, which ends on My plan. For journeys whose
 * subject starts after the purchase; the purchase itself is walked through the UI by
 * checkout.spec.ts and the account journey.
 */
export async function subscribeThroughApi(
  page: Page,
  email: string,
  pup: string,
  /** Which of the first box's dates offered to take (the earliest when absent). */
  options: { dateChoice?: number } = {},
): Promise<{ deliveryDate: string }> {
  const request = page.request;
  await createCustomerWithPassword(request, email, CUSTOMER_PASSWORD, ADDRESS.first_name);
  const session = await json<{ user: { id: number; access_token: string } }>(
    await request.get('/api/auth/session/'),
    'session',
  );
  const { id } = session.user;
  const headers = { Authorization: `Bearer ${session.user.access_token}` };
  const customer = `/api/v3/customers/${id}`;

  const pet = await json<{ id: number }>(
    await request.post(`${customer}/pets/`, {
      headers,
      data: {
        name: pup,
        weight: 25,
        activity_level: 'normal',
        is_neutered: true,
        birth_year: 2021,
        birth_month: 3,
        allergies: [],
      },
    }),
    'pup',
  );
  const plans = await json<
    Array<{ product_type: string; recommended?: { subscription_sku?: string } }>
  >(
    await request.get(`/api/v3/product-recommendations/?pet_id=${pet.id}&full_products=true`, {
      headers,
    }),
    'recommendations',
  );
  const sku = plans.find((plan) => plan.product_type === 'FR')?.recommended?.subscription_sku;
  if (!sku) throw new Error(`no recommended fresh plan in ${JSON.stringify(plans)}`);
  await json(
    await request.put(`${customer}/cart/`, {
      headers,
      data: {
        subscriptions: { [String(pet.id)]: { sku, pet_id: pet.id, addons: [] } },
        coupon_code: DEFAULT_OFFER_CODE,
      },
    }),
    'cart',
  );
  await json(await request.post(`${customer}/address/`, { headers, data: ADDRESS }), 'address');
  await json(
    await request.put(`${customer}/`, {
      headers,
      data: { first_name: ADDRESS.first_name, last_name: ADDRESS.last_name },
    }),
    'name',
  );
  const cart = await json<{ cart_id: number }>(
    await request.get(`${customer}/cart/?resync_taxes=true`, { headers }),
    'cart with tax',
  );
  const card = await json<{ id: number }>(
    await request.post(`${customer}/payment_methods/`, {
      headers,
      data: { card_token: 'pm_card_visa' },
    }),
    'card',
  );
  const payment = await json<{ transaction_id: string }>(
    await request.post('/api/v3/payments/initiate/', {
      headers,
      data: { cart_id: cart.cart_id, payment_method_id: card.id },
    }),
    'payment',
  );
  await json(
    await request.post(`/api/v3/payments/${payment.transaction_id}/confirm/`, {
      headers,
      data: { payment_method_id: card.id },
    }),
    'hold',
  );
  const offered = await json<{ delivery_dates: string[] }>(
    await request.get(`${customer}/delivery_dates/`, { headers }),
    'delivery dates',
  );
  const order = await json<{ delivery_date: string }>(
    await request.post(`${customer}/checkout/`, {
      headers,
      data: {
        transaction_ids: [payment.transaction_id],
        renewal_terms_accepted: true,
        renewal_terms_version: TERMS_VERSION,
        delivery_date: offered.delivery_dates[options.dateChoice ?? 0],
      },
    }),
    'order',
  );
  await page.goto('/account/');
  await expect(page.getByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
  return { deliveryDate: order.delivery_date };
}
