import { beforeAll, describe, expect, it } from 'vitest';
import nextAuth from '@/pages/api/auth/[...nextauth]';
import customerRoute from '@/pages/api/v3/customers/[id]/index';
import addressRoute from '@/pages/api/v3/customers/[id]/address';
import cartRoute from '@/pages/api/v3/customers/[id]/cart';
import paymentsInitiateRoute from '@/pages/api/v3/payments/initiate';
import paymentConfirmRoute from '@/pages/api/v3/payments/[paymentId]/confirm';
import productRoute from '@/pages/api/v3/products/[sku]';
import productsRoute from '@/pages/api/v3/products/index';
import petsRoute from '@/pages/api/v3/customers/[id]/pets/index';
import { createSignedInCustomer } from '../factories/customers';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

const NUL = 'Null characters are not allowed.';
const RESERVED = 'This field name is not allowed.';
const TOO_BIG = 'Ensure this value is less than or equal to 2147483647.';

/** Issue items 4–8: bad input answers 400 with field messages (405 for a wrong method). */
describe('bad input is refused with 400 and field messages', () => {
  const database = useTestDatabase({ seed: true });
  const customer = useRoute(customerRoute);
  const address = useRoute(addressRoute);
  const cart = useRoute(cartRoute);
  const initiate = useRoute(paymentsInitiateRoute);
  const confirm = useRoute(paymentConfirmRoute);
  const product = useRoute(productRoute);
  const products = useRoute(productsRoute);
  const pets = useRoute(petsRoute);
  const auth = useRoute(nextAuth, { parseBody: true });
  let me: { id: string; token: string };

  beforeAll(async () => {
    process.env.NEXTAUTH_URL = 'http://127.0.0.1';
    const { customer: row, token } = await createSignedInCustomer(database.db());
    me = { id: String(row.id), token };
  });
  const own = () => ({ params: { id: me.id }, token: me.token });

  describe('4. an array or object where a string is expected', () => {
    it('PUT customer {"first_name":[]}', async () => {
      const response = await customer({ ...own(), method: 'PUT', body: { first_name: [] } });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ first_name: ['Not a valid string.'] });
    });

    it('POST address {"phone":{}} keeps the other fields’ messages', async () => {
      const response = await address({ ...own(), method: 'POST', body: { phone: {} } });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ phone: ['Not a valid string.'] });
    });

    it('a one-item array is not taken for a number', async () => {
      const response = await pets({
        ...own(),
        method: 'POST',
        body: { name: 'Rex', weight: [30], activity_level: 'normal', is_neutered: true },
      });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ weight: ['A valid number is required.'] });
    });
  });

  describe('5. body keys named like built-in object properties', () => {
    it.each([
      [{ constructor: {} }, 'constructor'],
      [{ toString: 1 }, 'toString'],
      [{ first_name: 'Ada', hasOwnProperty: 'x' }, 'hasOwnProperty'],
    ])('PUT customer %j', async (body, key) => {
      const response = await customer({ ...own(), method: 'PUT', body });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ [key]: [RESERVED] });
    });

    it('"__proto__" at the top and nested', async () => {
      const top = await customer({
        ...own(),
        method: 'PUT',
        body: '{"__proto__":{"first_name":"x"}}',
        headers: { 'content-type': 'application/json' },
      });
      expect(top.status).toBe(400);
      expect(JSON.parse(top.text)).toEqual(
        JSON.parse('{"__proto__":["This field name is not allowed."]}'),
      );
      const nested = await cart({
        ...own(),
        method: 'PUT',
        body: '{"line_items":[{"__proto__":{"sku":"x"}}]}',
        headers: { 'content-type': 'application/json' },
      });
      expect(nested.status).toBe(400);
      expect(nested.json).toEqual({ 'line_items[0].__proto__': [RESERVED] });
    });
  });

  describe('6. a NUL byte never reaches the database', () => {
    it('in a body field', async () => {
      const response = await customer({
        ...own(),
        method: 'PUT',
        body: { first_name: 'a\u0000b' },
      });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ first_name: [NUL] });
    });

    it('in a path parameter: /api/v3/products/%00/', async () => {
      const response = await product({ url: '/api/v3/products/%00/', params: { sku: '\u0000' } });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ sku: [NUL] });
    });

    it('in the query: ?ids=%00', async () => {
      const response = await products({ url: '/api/v3/products/?ids=%00' });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ ids: [NUL] });
    });

    it('in a login email', async () => {
      const response = await auth({
        method: 'POST',
        url: '/api/auth/callback/login/',
        params: { nextauth: ['callback', 'login'] },
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email: 'a\u0000@example.test',
          password: 'x',
          json: 'true',
        }).toString(),
      });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ email: [NUL] });
    });
  });

  describe('7. ids of 2,147,483,648 or more', () => {
    it('{"cart_id":2147483648}', async () => {
      const response = await initiate({
        token: me.token,
        method: 'POST',
        body: { cart_id: 2147483648 },
      });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ cart_id: [TOO_BIG] });
    });

    it('an id given as a string, and in a list', async () => {
      const asString = await initiate({
        token: me.token,
        method: 'POST',
        body: { cart_id: '2147483648' },
      });
      expect(asString.json).toEqual({ cart_id: [TOO_BIG] });
      const inList = await cart({ ...own(), method: 'DELETE', body: { pet_ids: [1, 2147483648] } });
      expect(inList.status).toBe(400);
      expect(inList.json).toEqual({ 'pet_ids[1]': [TOO_BIG] });
    });

    it('/api/v3/payments/2147483648/confirm/', async () => {
      const response = await confirm({
        token: me.token,
        method: 'POST',
        url: '/api/v3/payments/2147483648/confirm/',
        params: { paymentId: '2147483648' },
        body: { payment_method_id: 1 },
      });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ paymentId: [TOO_BIG] });
    });
  });

  describe('8. NextAuth inputs and the cart’s DELETE', () => {
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

    it.each([
      [['callback', 'register'], { email: 'new@example.test' }],
      [['signin', 'login'], {}],
      [['signout'], {}],
    ])('callbackUrl=" " on %j', async (parts, fields) => {
      const response = await auth({
        ...form({ ...fields, callbackUrl: ' ', csrfToken: 'x', json: 'true' }),
        url: `/api/auth/${parts.join('/')}/`,
        params: { nextauth: parts },
      });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ callbackUrl: ['Enter a valid URL.'] });
    });

    it('GET /api/auth/error/?error=%F0%9F%90%B6', async () => {
      const response = await auth({
        url: '/api/auth/error/?error=%F0%9F%90%B6',
        params: { nextauth: ['error'] },
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ error: ['Unknown error code.'] });
    });

    it.each([['login'], ['register']])(
      'GET on the %s credentials callback is a 405',
      async (provider) => {
        const response = await auth({
          url: `/api/auth/callback/${provider}/`,
          params: { nextauth: ['callback', provider] },
        });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
      },
    );

    it('DELETE cart {"pet_ids":null}', async () => {
      const response = await cart({ ...own(), method: 'DELETE', body: { pet_ids: null } });
      expect(response.status).toBe(400);
      expect(Object.keys(response.json)).toContain('pet_ids');
    });
  });
});
