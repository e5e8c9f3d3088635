import { beforeAll, describe, expect, it } from 'vitest';
import adminAuthRoute from '@/pages/api/admin/auth/[...nextauth]';
import actionRoute from '@/pages/api/admin/customers/[customerId]/subscriptions/[subscriptionId]/[action]';
import creditRoute from '@/pages/api/admin/customers/[customerId]/credit';
import offerRoute from '@/pages/api/admin/offers/[code]/index';
import authRoute from '@/pages/api/auth/[...nextauth]';
import recommendationsRoute from '@/pages/api/v3/product-recommendations';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { createStaff, type CreatedStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

// Names every plain object inherits: a lookup by name that follows the prototype finds them.
const INHERITED_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('names an object inherits, and text PostgreSQL cannot store (issue 32, 16-18)', () => {
  const database = useTestDatabase({ seed: true });
  const shopAuth = useRoute(authRoute, { parseBody: true });
  const consoleAuth = useRoute(adminAuthRoute, { parseBody: true });
  const act = useRoute(actionRoute);
  const credit = useRoute(creditRoute);
  const offer = useRoute(offerRoute);
  const recommendations = useRoute(recommendationsRoute);
  let owner: CreatedStaff;
  let support: CreatedStaff;

  beforeAll(async () => {
    process.env.NEXTAUTH_URL = 'http://127.0.0.1';
    [owner, support] = await Promise.all([
      createStaff(database.db(), { role: 'owner' }),
      createStaff(database.db(), { role: 'support' }),
    ]);
  });

  it('answers 404 for an inherited name as a NextAuth action, shop and console alike', async () => {
    for (const [call, base] of [
      [shopAuth, '/api/auth'],
      [consoleAuth, '/api/admin/auth'],
    ] as const) {
      for (const name of INHERITED_NAMES) {
        for (const method of ['GET', 'POST']) {
          const response = await call({
            method,
            url: `${base}/${name}/`,
            params: { nextauth: [name] },
          });
          expect({ base, name, method, status: response.status }).toEqual({
            base,
            name,
            method,
            status: 404,
          });
        }
        const provider = await call({
          method: 'POST',
          url: `${base}/callback/${name}/`,
          params: { nextauth: ['callback', name] },
        });
        expect({ base, name, status: provider.status }).toEqual({ base, name, status: 404 });
      }
    }
  });

  it('answers 400 for an inherited name as a console plan action', async () => {
    const plan = await createSubscribedCustomer(database.db());
    for (const name of INHERITED_NAMES) {
      const response = await act({
        method: 'POST',
        url: `/api/admin/customers/${plan.customer.id}/subscriptions/${plan.subscription.id}/${name}/`,
        params: {
          customerId: String(plan.customer.id),
          subscriptionId: String(plan.subscription.id),
          action: name,
        },
        body: {},
        token: support.token,
      });
      expect({ name, status: response.status }).toEqual({ name, status: 400 });
      expect(response.json).toMatchObject({ action: [expect.stringContaining('Unknown action')] });
    }
  });

  it('refuses an inherited name as a yes/no recommendation flag', async () => {
    const response = await recommendations({
      url: '/api/v3/product-recommendations/?activity_level=normal&is_neutered=valueOf&weight=30&full_products=constructor',
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      full_products: ['Must be true or false.'],
      is_neutered: [expect.any(String)],
    });
  });

  it('answers 400 to an offer edit that changes nothing (17)', async () => {
    const edit = (body: unknown) =>
      offer({
        method: 'PATCH',
        url: '/api/admin/offers/WELCOME50/',
        params: { code: 'WELCOME50' },
        body,
        token: owner.token,
      });
    const empty = await edit({});
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ non_field_errors: ['Change at least one field.'] });
    const unknownOnly = await edit({ colour: 'blue' });
    expect(unknownOnly.status).toBe(400);
    const real = await edit({ max_uses: 500 });
    expect(real.status).toBe(200);
    expect(real.json).toMatchObject({ max_uses: 500 });
  });

  it('refuses a lone surrogate in stored text with a 400 on its field (18)', async () => {
    const { customer } = await createSubscribedCustomer(database.db());
    for (const reason of ['a\ud800b', 'late \udc00', '\ud83d']) {
      const response = await credit({
        method: 'POST',
        url: `/api/admin/customers/${customer.id}/credit/`,
        params: { customerId: String(customer.id) },
        body: {
          idempotency_key: `surrogate-${reason.length}-${reason.charCodeAt(1)}`,
          amount: 500,
          reason,
        },
        token: support.token,
      });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ reason: [expect.stringContaining('character')] });
    }
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await credit({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/credit/`,
      params: { customerId: String(customer.id) },
      body: { idempotency_key: 'emoji-credit', amount: 500, reason: 'Sorry \ud83d\udc36' },
      token: support.token,
    });
    expect(emoji.status).toBe(201);
  });
});
