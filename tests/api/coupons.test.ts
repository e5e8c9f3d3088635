import { describe, expect, it } from 'vitest';
import route from '@/pages/api/v3/coupons/[code]';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

describe('GET /api/v3/coupons/{code}/', () => {
  useTestDatabase({ seed: true });
  const call = useRoute(route);
  const get = (code: string) =>
    call({ url: `/api/v3/coupons/${encodeURIComponent(code)}/`, params: { code } });

  it.each([
    ['WELCOME50', { code: 'WELCOME50', category: 'MARKETING', type: 'PERCENT_AMOUNT', amount: 50 }],
    ['welcome50', { code: 'WELCOME50', category: 'MARKETING', type: 'PERCENT_AMOUNT', amount: 50 }],
    ['SAVE20', { code: 'SAVE20', category: 'MARKETING', type: 'DOLLAR_AMOUNT', amount: 20 }],
    [
      'FRESHSTART25',
      { code: 'FRESHSTART25', category: 'MARKETING', type: 'CATEGORY_PERCENT_AMOUNT', amount: 25 },
    ],
    [
      'COMEBACK30',
      { code: 'COMEBACK30', category: 'REACTIVATION', type: 'PERCENT_AMOUNT', amount: 30 },
    ],
  ])('%s → %o', async (code, coupon) => {
    const response = await get(code);
    expect(response.status).toBe(200);
    expect(response.json).toEqual(coupon);
  });

  it.each([
    ['unknown', 'NOPE'],
    ['expired', 'SUMMER2025'],
    ['used up', 'FIRST100'],
    ['malformed', 'DROP TABLE;'],
    ['too long', 'X'.repeat(41)],
  ])('answers 404 for an %s code', async (_why, code) => {
    const response = await get(code);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ detail: 'This offer code is not valid.', code: 'not_found' });
  });

  it('answers 405 to POST', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/v3/coupons/SAVE20/',
      params: { code: 'SAVE20' },
    });
    expect(response.status).toBe(405);
  });
});
