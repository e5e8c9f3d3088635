import { describe, expect, it } from 'vitest';
import listRoute from '@/pages/api/v3/products/index';
import route from '@/pages/api/v3/products/[sku]';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

describe('GET /api/v3/products/{sku}/', () => {
  useTestDatabase({ seed: true });
  const call = useRoute(route);
  const get = (sku: string, query = '') =>
    call({ url: `/api/v3/products/${encodeURIComponent(sku)}/${query}`, params: { sku } });

  it('prices a plan sku with its recipes', async () => {
    const response = await get('FR_791_10_chicken+beef_0');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      sku: 'FR_791_10_chicken+beef_0',
      product_type: 'FR',
      portion_size: '1.0',
      kcalories_per_day: 791,
    });
    expect((response.json.variants as unknown[]).length).toBeGreaterThan(1);
  });

  it('gives an add-on with its price, discounted by a category offer for its type only', async () => {
    const plain = await get('ZOOMIES01');
    expect(plain.json).toMatchObject({
      sku: 'ZOOMIES01',
      key: 'zoomies',
      product_type: 'SP',
      container: 'jar',
      price: 2499,
      discounted_price: 2499,
    });
    const halfOff = await get('JERKYSTRIPS-BE', '?coupon_code=WELCOME50');
    expect(halfOff.json).toMatchObject({
      product_type: 'TR',
      container: 'bag',
      price: 1199,
      discounted_price: 599,
    });
    const freshOnly = await get('DENTALCHEWS-M', '?coupon_code=FRESHSTART25');
    expect(freshOnly.json).toMatchObject({ price: 1499, discounted_price: 1499 });
  });

  it.each([
    'NOPE01',
    'FR_791_10_lamb_0',
    'FR_791_10_baked-beef_0',
    'DY_791_05',
    'FR_791_10_unicorn_0',
  ])('answers 404 for %s', async (sku) => {
    expect((await get(sku)).status).toBe(404);
  });

  it('answers 400 on coupon_code when the code is not valid', async () => {
    const response = await get('ZOOMIES01', '?coupon_code=SUMMER2025');
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ coupon_code: ['This offer code is not valid.'] });
  });
});

describe('GET /api/v3/products/?ids=', () => {
  useTestDatabase({ seed: true });
  const call = useRoute(listRoute);

  it('lists the known products in the order asked', async () => {
    const response = await call<Array<{ sku: string }>>({
      url: '/api/v3/products/?ids=CHILLPILLS01,NOPE,DY_650_10,BELLYRUBS01',
    });
    expect(response.status).toBe(200);
    expect(response.json.map((product) => product.sku)).toEqual([
      'CHILLPILLS01',
      'DY_650_10',
      'BELLYRUBS01',
    ]);
  });

  it.each([
    ['', 'Give one or more product ids, comma-separated.'],
    ['?ids=', 'Give one or more product ids, comma-separated.'],
    [
      `?ids=${Array.from({ length: 51 }, (_, index) => `SKU${index}`).join(',')}`,
      'Ask for at most 50 products at once.',
    ],
    [`?ids=${'A'.repeat(121)}`, 'A product id is too long.'],
  ])('answers 400 on ids for "%s"', async (query, message) => {
    const response = await call({ url: `/api/v3/products/${query}` });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ ids: [message] });
  });
});
