import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { selectTaxProvider } from '../select-tax-provider';
import { percentDecimalToPpm, StripeTaxProvider } from './stripe-tax-provider';

interface SeenRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
}

const breakdown = (level: string, name: string, percent: string, amount: number) => ({
  amount,
  jurisdiction: { country: 'US', display_name: name, level, state: 'NY' },
  sourcing: 'destination',
  tax_rate_details: {
    display_name: 'Sales Tax',
    percentage_decimal: percent,
    tax_type: 'sales_tax',
  },
  taxability_reason: 'standard_rated',
  taxable_amount: 7914,
});

const CALCULATION = {
  id: 'taxcalc_1NYC',
  object: 'tax.calculation',
  amount_total: 8616,
  currency: 'usd',
  expires_at: 1_900_000_000,
  tax_amount_exclusive: 702,
  tax_amount_inclusive: 0,
  tax_breakdown: [],
  line_items: {
    object: 'list',
    has_more: false,
    url: '/v1/tax/calculations/taxcalc_1NYC/line_items',
    data: [
      {
        id: 'tax_li_1',
        object: 'tax.calculation_line_item',
        amount: 7914,
        amount_tax: 702,
        quantity: 1,
        reference: '1:FR_PLAN',
        tax_behavior: 'exclusive',
        tax_code: 'txcd_99999999',
        tax_breakdown: [
          breakdown('state', 'New York', '4.0', 317),
          breakdown('city', 'New York City', '4.5', 356),
          breakdown('district', 'Metropolitan Commuter Transportation District', '0.375', 29),
        ],
      },
    ],
  },
};

/**
 * The Stripe SDK itself, its requests answered at the HTTP boundary by a fake fetch: what goes
 * to Stripe Tax (paths, parameters, idempotency keys) is what the real API would receive.
 */
function stripeBehindFakeFetch(answers: Record<string, unknown>) {
  const seen: SeenRequest[] = [];
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers as HeadersInit);
    const params = new URLSearchParams(
      init?.method === 'GET' ? url.search : String(init?.body ?? ''),
    );
    seen.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      params,
      idempotencyKey: headers.get('idempotency-key'),
    });
    const body = answers[url.pathname] ?? { error: { type: 'invalid_request_error' } };
    return new Response(JSON.stringify(body), {
      status: answers[url.pathname] ? 200 : 404,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  };
  const stripe = new Stripe('sk_test_fake', {
    httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch),
    maxNetworkRetries: 0,
  });
  return { provider: new StripeTaxProvider(stripe), seen };
}

const db = {} as Database;
const ADDRESS = {
  line1: '350 5th Ave',
  line2: null,
  city: 'New York',
  state: 'NY',
  postal_code: '10118-0110',
};

describe('the Stripe Tax adapter at the HTTP boundary', () => {
  it('calculates with the whole address, each line and its tax code, under the key given', async () => {
    const { provider, seen } = stripeBehindFakeFetch({ '/v1/tax/calculations': CALCULATION });
    const calculation = await provider.calculate(
      db,
      {
        address: ADDRESS,
        lines: [{ reference: '1:FR_PLAN', amount: 7914, quantity: 1, tax_code: 'txcd_99999999' }],
      },
      'first-box-12-3',
    );
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/tax/calculations',
      idempotencyKey: 'first-box-12-3',
    });
    expect(Object.fromEntries(request!.params)).toMatchObject({
      currency: 'usd',
      'customer_details[address][line1]': '350 5th Ave',
      'customer_details[address][postal_code]': '10118-0110',
      'customer_details[address][state]': 'NY',
      'customer_details[address][country]': 'US',
      'customer_details[address_source]': 'shipping',
      'line_items[0][amount]': '7914',
      'line_items[0][reference]': '1:FR_PLAN',
      'line_items[0][tax_code]': 'txcd_99999999',
      'line_items[0][tax_behavior]': 'exclusive',
      'expand[0]': 'line_items.data.tax_breakdown',
    });
    expect(calculation).toMatchObject({
      id: 'taxcalc_1NYC',
      provider: 'stripe',
      total_tax: 702,
      lines: [{ reference: '1:FR_PLAN', amount: 7914, tax: 702 }],
    });
    expect(
      calculation.jurisdictions.map((line) => [line.level, line.rate_ppm, line.tax_amount]),
    ).toEqual([
      ['state', 40_000, 317],
      ['city', 45_000, 356],
      ['district', 3_750, 29],
    ]);
    expect(calculation.expires_at.toISOString()).toBe('2030-03-17T17:46:40.000Z');
  });

  it('records a transaction from the calculation at capture, once per order', async () => {
    const { provider, seen } = stripeBehindFakeFetch({
      '/v1/tax/transactions/create_from_calculation': { id: 'tax_1ABC', object: 'tax.transaction' },
    });
    const made = await provider.recordTransaction(db, {
      calculationId: 'taxcalc_1NYC',
      reference: 'order-7',
    });
    expect(made).toEqual({ id: 'tax_1ABC' });
    expect(seen.map((request) => [request.path, request.idempotencyKey])).toEqual([
      ['/v1/tax/transactions/create_from_calculation', 'tax-transaction-order-7'],
    ]);
    expect(Object.fromEntries(seen[0]!.params)).toEqual({
      calculation: 'taxcalc_1NYC',
      reference: 'order-7',
    });
  });

  it('reverses in full, or in part by the refund’s amount, keyed by the refund', async () => {
    const { provider, seen } = stripeBehindFakeFetch({
      '/v1/tax/transactions/create_reversal': { id: 'tax_1REV', object: 'tax.transaction' },
    });
    await provider.reverse(db, {
      transactionId: 'tax_1ABC',
      reference: 'refund-3',
      full: false,
      refundCents: 4308,
    });
    await provider.reverse(db, {
      transactionId: 'tax_1ABC',
      reference: 'refund-4',
      full: true,
      refundCents: 8616,
    });
    expect(seen.map((request) => request.idempotencyKey)).toEqual([
      'tax-reversal-refund-3',
      'tax-reversal-refund-4',
    ]);
    expect(Object.fromEntries(seen[0]!.params)).toEqual({
      mode: 'partial',
      original_transaction: 'tax_1ABC',
      reference: 'refund-3',
      flat_amount: '-4308',
    });
    expect(Object.fromEntries(seen[1]!.params)).toEqual({
      mode: 'full',
      original_transaction: 'tax_1ABC',
      reference: 'refund-4',
    });
  });

  it('takes the registrations from Stripe’s active US registrations', async () => {
    const { provider, seen } = stripeBehindFakeFetch({
      '/v1/tax/registrations': {
        object: 'list',
        has_more: false,
        url: '/v1/tax/registrations',
        data: [
          {
            id: 'taxreg_1',
            country: 'US',
            status: 'active',
            country_options: { us: { state: 'NY', type: 'state_sales_tax' } },
          },
          {
            id: 'taxreg_2',
            country: 'US',
            status: 'active',
            country_options: { us: { state: 'IL', type: 'state_sales_tax' } },
          },
          {
            id: 'taxreg_3',
            country: 'CA',
            status: 'active',
            country_options: { ca: { type: 'standard' } },
          },
        ],
      },
    });
    expect(await provider.registrations(db)).toEqual({ states: ['IL', 'NY'], managedBy: 'stripe' });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/v1/tax/registrations' });
    expect(seen[0]!.params.get('status')).toBe('active');
  });
});

describe('choosing the tax provider', () => {
  const keys = { stripeSecretKey: 'sk_live_x', stripePublishableKey: 'pk_live_x' };
  it('is Stripe Tax with the Stripe keys, the offline stand-in without, never offline in production', () => {
    expect(selectTaxProvider({ isProduction: true, ...keys }).name).toBe('stripe');
    expect(
      selectTaxProvider({
        isProduction: false,
        stripeSecretKey: undefined,
        stripePublishableKey: undefined,
      }).name,
    ).toBe('offline');
    expect(() =>
      selectTaxProvider({
        isProduction: true,
        stripeSecretKey: undefined,
        stripePublishableKey: undefined,
      }),
    ).toThrow(/offline tax provider is refused in production/);
  });

  it.each([
    ['8.875', 88_750],
    ['10.25', 102_500],
    ['6.875', 68_750],
    ['0.375', 3_750],
    ['4', 40_000],
    ['0.0', 0],
  ])('reads Stripe’s rate %s%% as %i parts per million', (decimal, ppm) => {
    expect(percentDecimalToPpm(decimal)).toBe(ppm);
  });
});
