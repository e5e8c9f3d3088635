import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import addressRoute from '@/pages/api/v3/customers/[id]/address';
import cartRoute from '@/pages/api/v3/customers/[id]/cart';
import customerRoute from '@/pages/api/v3/customers/[id]/index';
import petsRoute from '@/pages/api/v3/customers/[id]/pets/index';
import recommendationsRoute from '@/pages/api/v3/product-recommendations';
import subscriptionsRoute from '@/pages/api/v3/subscriptions/index';
import { addonProducts, subscriptions } from '@/server/db/schema';
import { planSku } from '@/domain/plan-sku';
import { updateCart } from '@/server/services/cart/cart-service';
import { findAddonsBySku, invalidateCatalog } from '@/server/services/catalog/catalog-repository';
import { createAccessToken, createCustomer } from '../factories/customers';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

/**
 * ARCHITECTURE.md's API budget: no writes on a GET and a few queries each. Every statement the
 * routes send is recorded at the driver (PGlite's or node-postgres's `query`), and every
 * transaction opened, so a write cannot hide in a helper.
 */
describe('customer reads', () => {
  const database = useTestDatabase({ seed: true });
  const routes = {
    customer: useRoute(customerRoute),
    cart: useRoute(cartRoute),
    address: useRoute(addressRoute),
    pets: useRoute(petsRoute),
    recommendations: useRoute(recommendationsRoute),
    subscriptions: useRoute(subscriptionsRoute),
  };
  let fixture: Awaited<ReturnType<typeof createSubscribedCustomer>>;

  beforeAll(async () => {
    fixture = await createSubscribedCustomer(database.db());
    const { pet, customer } = fixture;
    const sku = planSku('FR', pet.kcalories_per_day, { fresh: ['chicken'], dry: [] });
    await updateCart(database.db(), customer.id, {
      subscriptions: { [String(pet.id)]: { sku, addons: [] } },
      line_items: [{ sku: 'ZOOMIES01', quantity: 1, frequency: 1, recurrence: true, pet_id: null }],
    });
  });

  afterEach(() => vi.restoreAllMocks());

  /** Runs `call` and gives back the statements and transactions it sent to the database. */
  async function recorded(call: () => Promise<{ status: number }>) {
    type Fn = (...args: unknown[]) => unknown;
    const client = (database.db() as unknown as { $client: Record<string, Fn> }).$client;
    const statements: string[] = [];
    let transactions = 0;
    const record = (name: string, onCall: (args: unknown[]) => void) => {
      if (typeof client[name] !== 'function') return;
      const real = client[name];
      vi.spyOn(client, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
        onCall(args);
        return real.apply(this, args);
      });
    };
    record('query', ([first]) =>
      statements.push(typeof first === 'string' ? first : (first as { text: string }).text),
    );
    // A transaction is PGlite's `transaction` or, on PostgreSQL, a client checked out of the pool.
    record('transaction', () => (transactions += 1));
    // pg's Pool checks a client out for every pool.query too: only the checkouts beyond one per
    // query are transactions (drizzle takes a client of its own for each).
    let checkouts = 0;
    record('connect', () => (checkouts += 1));
    const response = await call();
    vi.restoreAllMocks();
    expect(response.status).toBe(200);
    const writes = statements.filter((text) => /^\s*(insert|update|delete|merge)\b/i.test(text));
    if (checkouts > 0) transactions += Math.max(0, checkouts - statements.length);
    return { statements, writes, transactions };
  }

  const customerPath = () => `/api/v3/customers/${fixture.customer.id}/`;
  const reads = (): Array<[string, number, () => Promise<{ status: number }>]> => {
    const { customer, token, pet } = fixture;
    const params = { id: String(customer.id) };
    return [
      ['GET customer', 2, () => routes.customer({ url: customerPath(), params, token })],
      [
        'GET customer ?include=credit (the ledger once the caller is known)',
        3,
        () => routes.customer({ url: `${customerPath()}?include=credit`, params, token }),
      ],
      ['GET cart', 2, () => routes.cart({ url: `${customerPath()}cart/`, params, token })],
      [
        'GET cart ?resync_taxes=true (tax already in step)',
        4,
        () => routes.cart({ url: `${customerPath()}cart/?resync_taxes=true`, params, token }),
      ],
      [
        'GET address (and the boxes it could move)',
        3,
        () => routes.address({ url: `${customerPath()}address/`, params, token }),
      ],
      ['GET pets', 2, () => routes.pets({ url: `${customerPath()}pets/`, params, token })],
      [
        'GET recommendations by pet',
        2,
        () =>
          routes.recommendations({
            url: `/api/v3/product-recommendations/?pet_id=${pet.id}`,
            token,
          }),
      ],
      [
        'GET recommendations by query',
        0,
        () =>
          routes.recommendations({
            url: '/api/v3/product-recommendations/?weight=30&activity_level=normal&is_neutered=true',
          }),
      ],
      [
        // The token, the list's own statement, then the kitchen's capacity for the dates it offers.
        'GET subscriptions',
        3,
        () => routes.subscriptions({ url: '/api/v3/subscriptions/', token }),
      ],
    ];
  };

  it('write nothing and send their budget of queries (catalogue read once per process)', async () => {
    // First calls may load the catalogue and take the address's tax into the cart (a change).
    for (const [, , call] of reads()) expect((await call()).status).toBe(200);
    for (const [name, budget, call] of reads()) {
      const { statements, writes, transactions } = await recorded(call);
      expect({ name, writes, transactions }).toEqual({ name, writes: [], transactions: 0 });
      // Exact: one more is a regression, one fewer should lower the budget here.
      expect({ name, queries: statements.length }).toEqual({ name, queries: budget });
    }
  });

  it('check the token before the read: 401 for a dead token, 403/404 for another customer', async () => {
    const db = database.db();
    const { customer, token, pet } = fixture;
    const other = await createSubscribedCustomer(db);
    const dead = [
      await createAccessToken(db, customer.id, { revoked: true }),
      await createAccessToken(db, customer.id, { expired: true }),
    ];
    const own = { id: String(customer.id) };
    const calls = (bearer: string) => [
      () => routes.customer({ url: customerPath(), params: own, token: bearer }),
      () => routes.cart({ url: `${customerPath()}cart/`, params: own, token: bearer }),
      () => routes.address({ url: `${customerPath()}address/`, params: own, token: bearer }),
      () => routes.pets({ url: `${customerPath()}pets/`, params: own, token: bearer }),
      () =>
        routes.recommendations({
          url: `/api/v3/product-recommendations/?pet_id=${pet.id}`,
          token: bearer,
        }),
      () => routes.subscriptions({ url: '/api/v3/subscriptions/', token: bearer }),
    ];
    for (const bearer of dead)
      for (const call of calls(bearer)) {
        const response = await call();
        expect({ status: response.status, body: response.json }).toEqual({
          status: 401,
          body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
        });
      }
    // The other customer's live token on this customer's paths, and their pup by its id.
    const foreign = other.token;
    const ownPaths: Array<[typeof routes.customer, string]> = [
      [routes.customer, customerPath()],
      [routes.cart, `${customerPath()}cart/`],
      [routes.address, `${customerPath()}address/`],
      [routes.pets, `${customerPath()}pets/`],
    ];
    for (const [route, path] of ownPaths) {
      const response = await route({ url: path, params: own, token: foreign });
      expect({ path, status: response.status, body: response.json }).toEqual({
        path,
        status: 403,
        body: { detail: expect.any(String), code: 'permission_denied' },
      });
    }
    const pup = await routes.recommendations({
      url: `/api/v3/product-recommendations/?pet_id=${pet.id}`,
      token: foreign,
    });
    expect(pup.status).toBe(404);
    const theirs = await routes.subscriptions({ url: '/api/v3/subscriptions/', token: foreign });
    expect((theirs.json as unknown as Array<{ id: number }>).map((plan) => plan.id)).toEqual([
      other.subscription.id,
    ]);
    // A path id that names nobody: 401 first for a dead token, as requireSelf does, then 404.
    const bad = { id: 'abc' };
    const url = '/api/v3/customers/abc/';
    expect((await routes.customer({ url, params: bad, token: dead[0]! })).status).toBe(401);
    expect((await routes.customer({ url, params: bad, token })).status).toBe(404);
    expect((await routes.cart({ url: `${url}cart/`, params: bad, token })).status).toBe(404);
    expect((await routes.address({ url: `${url}address/`, params: bad, token })).status).toBe(404);
    expect((await routes.pets({ url: `${url}pets/`, params: bad, token })).status).toBe(404);
    const deadOnBad = { params: bad, token: dead[1]! };
    expect((await routes.pets({ url: `${url}pets/`, ...deadOnBad })).status).toBe(401);
  });

  it("prices a plan's offer code in the list's own statement", async () => {
    const db = database.db();
    const { token, subscription } = await createSubscribedCustomer(db);
    await createCustomer(db, { referralCode: 'PUP-ABCDEF' });
    const discountWith = async (code: string | null) => {
      await db
        .update(subscriptions)
        .set({ offerCode: code })
        .where(eq(subscriptions.id, subscription.id));
      let body: unknown;
      const { statements } = await recorded(async () => {
        const response = await routes.subscriptions({ url: '/api/v3/subscriptions/', token });
        body = response.json;
        return response;
      });
      const [plan] = body as Array<{ next_box: { subtotal: number; discount: number } }>;
      return { queries: statements.length, ...plan!.next_box };
    };
    // The token, one statement for the list and its offer codes, then the kitchen's capacity.
    const none = await discountWith(null);
    expect(none).toMatchObject({ queries: 3, discount: 0 });
    // Typed in any case, as the cart and the coupon route take them.
    expect(await discountWith('welcomeback15')).toMatchObject({ queries: 3, discount: 1500 });
    const referral = await discountWith('pup-abcdef');
    expect(referral).toMatchObject({ queries: 3 });
    expect(referral.discount).toBeGreaterThan(0);
    for (const unknown of ['NOSUCHCODE', 'PUP-ZZZZZZ', 'not a code!'])
      expect(await discountWith(unknown)).toMatchObject({ queries: 3, discount: 0 });
  });

  it('serves the catalogue from memory until it is invalidated', async () => {
    // The on-sale switch and the price list are kept in memory between requests.
    const [before] = await findAddonsBySku(database.db(), ['ZOOMIES01'], '2031-01-01');
    expect(before!.isActive).toBe(true);
    const setActive = (isActive: boolean) =>
      database
        .db()
        .update(addonProducts)
        .set({ isActive })
        .where(eq(addonProducts.sku, 'ZOOMIES01'));
    await setActive(false);
    expect((await findAddonsBySku(database.db(), ['ZOOMIES01'], '2031-01-01'))[0]!.isActive).toBe(
      true,
    );
    invalidateCatalog();
    expect((await findAddonsBySku(database.db(), ['ZOOMIES01'], '2031-01-01'))[0]!.isActive).toBe(
      false,
    );
    await setActive(true);
    invalidateCatalog();
    // Rows are shared between requests: changing one is refused rather than leaking.
    const [shared] = await findAddonsBySku(database.db(), ['ZOOMIES01'], '2031-01-01');
    expect(() => Object.assign(shared!, { priceCents: 1 })).toThrow(TypeError);
  });
});
