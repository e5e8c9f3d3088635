import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '@/lib/api-client/http';
import { ApiError } from '@/lib/api-client/errors';
import { placeOrder } from './place-order';

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

/** A client that records what checkout sends and answers each call with a plausible body. */
function recordingClient() {
  const sent: ApiRequest[] = [];
  const client = {
    http: undefined as never,
    request: async (request: ApiRequest) => {
      sent.push(request);
      if (request.url.includes('/cart/'))
        return { cart_id: 'c1', subscriptions: {}, line_items: [] };
      return request.data ?? {};
    },
  } as unknown as ApiClient;
  return { client, sent };
}

describe('placeOrder', () => {
  it('saves the name given at checkout to the customer’s profile, last name included', async () => {
    const { client, sent } = recordingClient();
    const result = await placeOrder({
      client,
      customerId: 7,
      address: ADDRESS,
      password: null,
      renewalTermsAccepted: true,
      card: {
        collect: async () => ({ ok: false, error: new ApiError('paymentInvalid', {}) }),
        authenticate: async () => ({ ok: true }),
      },
      deliveryDate: '2026-12-01',
      campaignId: null,
      payment: null,
    });
    expect(result).toMatchObject({ ok: false, step: 'card' });
    const profile = sent.find(
      (request) => request.method === 'PUT' && request.url === '/api/v3/customers/7/',
    );
    expect(profile?.data).toEqual({ first_name: 'Sam', last_name: 'Rivera' });
  });
});
