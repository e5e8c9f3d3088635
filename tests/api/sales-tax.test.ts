import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import cartRoute from '@/pages/api/v3/customers/[id]/cart';
import refundsRoute from '@/pages/api/admin/orders/[orderId]/refunds';
import orderDetailRoute from '@/pages/api/admin/orders/[orderId]/index';
import registrationsRoute from '@/pages/api/admin/tax-registrations';
import ordersRoute from '@/pages/api/v3/customers/[id]/orders/index';
import addressRoute from '@/pages/api/v3/customers/[id]/address';
import subscriptionsRoute from '@/pages/api/v3/subscriptions/index';
import {
  auditLog,
  carts,
  customers,
  orders,
  orderTaxLines,
  taxCalculations,
  taxTransactions,
} from '@/server/db/schema';
import { erasePersonalData } from '@/server/services/data-rights/erase-personal-data';
import { saveAddress } from '@/server/services/customers/address';
import { boxTaxCents } from '@/domain/tax';
import { customerReadyToPay, SHIPPING } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { renewNextBox, usePurchaseRoutes } from '../helpers/purchase-routes';
import { createStaff, type CreatedStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const NEW_YORK = { address1: '350 5th Ave', city: 'New York', state: 'NY', zip_code: '10118' };
const CHICAGO = { address1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip_code: '60601' };
const PORTLAND = { address1: '12 Bark Street', city: 'Portland', state: 'OR', zip_code: '97201' };
const ST_PAUL = { address1: '75 Rev Dr', city: 'Saint Paul', state: 'MN', zip_code: '55155-0001' };

/**
 * Issue 50's "done when", through the API on a fresh database: carts taxed at the combined rate
 * of the address (the offline provider's jurisdictions), nothing where the shop is not
 * registered, the order's jurisdiction lines kept, refunds reversing the tax in proportion.
 */
describe('sales tax at the shipping address', () => {
  const database = useTestDatabase({ seed: true });
  const cartCall = useRoute(cartRoute);
  const registrations = useRoute(registrationsRoute);
  const refundCall = useRoute(refundsRoute);
  const orderDetail = useRoute(orderDetailRoute);
  const addressCall = useRoute(addressRoute);
  const subscriptionsCall = useRoute(subscriptionsRoute);
  const ordersCall = useRoute(ordersRoute);
  const purchase = usePurchaseRoutes();
  let owner: CreatedStaff;
  let support: CreatedStaff;
  beforeAll(async () => {
    owner = await createStaff(database.db(), { role: 'owner' });
    support = await createStaff(database.db(), { role: 'support' });
  });

  const taxAt = async (address: typeof NEW_YORK) => {
    const { customer, token } = await customerReadyToPay(database.db());
    const answer = await cartCall<Json>({
      method: 'PUT',
      url: `/api/v3/customers/${customer.id}/cart/`,
      params: { id: String(customer.id) },
      token,
      body: { tax_address: address },
    });
    expect(answer.status).toBe(200);
    return answer.json;
  };

  const setRegistrations = (states: string[], token = owner.token) =>
    registrations<Json>({
      method: 'PUT',
      url: '/api/admin/tax-registrations/',
      body: { states },
      token,
    });

  it.each([
    [
      '350 5th Ave, New York 10118',
      NEW_YORK,
      88_750,
      ['New York', 'New York City', 'Metropolitan Commuter Transportation District'],
      false,
    ],
    [
      'Chicago 60601',
      CHICAGO,
      102_500,
      ['Illinois', 'Cook County', 'Chicago', 'Regional Transportation Authority'],
      false,
    ],
    ['Portland, Oregon 97201', PORTLAND, 0, [], false],
    [
      'an address the offline data does not know in Minnesota',
      ST_PAUL,
      68_750,
      ['Minnesota'],
      true,
    ],
  ])(
    'taxes a cart shipped to %s at its combined rate',
    async (_name, address, rate, names, incomplete) => {
      const cart = await taxAt(address);
      expect(cart.tax_rate_ppm).toBe(rate);
      expect(cart.tax_incomplete).toBe(incomplete);
      expect(cart.tax_jurisdictions.map((line: Json) => line.name)).toEqual(names);
      const lines = cart.lines.map((line: Json) => line.total_cents);
      expect(cart.totals.tax).toBe(boxTaxCents(lines, cart.totals.discount, rate));
      expect(cart.totals.total).toBe(cart.totals.subtotal - cart.totals.discount + cart.totals.tax);
      if (rate > 0) expect(cart.totals.tax).toBeGreaterThan(0);
    },
  );

  it('takes an address, never a state or a rate, from the browser', async () => {
    const { customer, token } = await customerReadyToPay(database.db());
    const put = (body: Json) =>
      cartCall<Json>({
        method: 'PUT',
        url: `/api/v3/customers/${customer.id}/cart/`,
        params: { id: String(customer.id) },
        token,
        body,
      });
    expect((await put({ tax_state: 'NY' })).status).toBe(400);
    const wrongZip = await put({ tax_address: { ...NEW_YORK, zip_code: '60601' } });
    expect(wrongZip.status).toBe(400);
    expect(wrongZip.json).toHaveProperty(['tax_address.zip_code']);
    const rated = await put({ tax_address: NEW_YORK, tax_rate_ppm: 0, tax_rate_bps: 0 });
    expect(rated.json.tax_rate_ppm).toBe(88_750);
  });

  it('charges no tax in a state the shop is not registered in, as the owner sets it (audited)', async () => {
    const before = (
      await registrations<Json>({ url: '/api/admin/tax-registrations/', token: owner.token })
    ).json;
    expect(before.managed_by).toBe('console');
    expect(before.states).toHaveLength(44);
    expect(before.states).not.toContain('OR');
    expect((await setRegistrations(['IL'], support.token)).status).toBe(403);
    expect((await setRegistrations(['XX'])).status).toBe(400);

    const saved = await setRegistrations(before.states.filter((state: string) => state !== 'NY'));
    expect(saved.status).toBe(200);
    expect(saved.json.states).not.toContain('NY');
    const [audit] = await database
      .db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'tax.registrations'));
    expect(audit).toMatchObject({ staffId: owner.id, targetType: 'tax_registrations' });

    const cart = await taxAt(NEW_YORK);
    expect(cart).toMatchObject({ tax_rate_ppm: 0, tax_jurisdictions: [] });
    expect(cart.totals.tax).toBe(0);
    expect((await taxAt(CHICAGO)).tax_rate_ppm).toBe(102_500);

    expect((await setRegistrations(before.states)).json.states).toContain('NY');
  });

  /** A first box ordered to 10118, paid through the real routes. */
  async function boxToNewYork() {
    const db = database.db();
    const { customer, token, cart } = await customerReadyToPay(db);
    await saveAddress(db, customer.id, { ...SHIPPING, ...NEW_YORK, state: 'NY' as never });
    const taxed = await cartCall<Json>({
      url: `/api/v3/customers/${customer.id}/cart/?resync_taxes=true`,
      params: { id: String(customer.id) },
      token,
    });
    expect(taxed.json.tax_rate_ppm).toBe(88_750);
    const { order } = await purchase(customer.id, token, cart.cart_id);
    return { customer, token, order: order as Json, quoted: taxed.json };
  }

  it('keeps the order’s jurisdiction lines and records the tax with the provider', async () => {
    const { order, quoted } = await boxToNewYork();
    expect(order.tax).toBe(quoted.totals.tax);
    expect(order.tax_lines.map((line: Json) => [line.level, line.name, line.rate_ppm])).toEqual([
      ['state', 'New York', 40_000],
      ['city', 'New York City', 45_000],
      ['district', 'Metropolitan Commuter Transportation District', 3_750],
    ]);
    expect(order.tax_lines.reduce((sum: number, line: Json) => sum + line.tax_amount, 0)).toBe(
      order.tax,
    );
    const [row] = await database.db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ taxProvider: 'offline' });
    expect(row!.taxCalculationId).toMatch(/^taxcalc_/);
    const recorded = await database
      .db()
      .select()
      .from(taxTransactions)
      .where(eq(taxTransactions.orderId, order.id));
    expect(recorded).toMatchObject([
      { kind: 'transaction', calculationId: row!.taxCalculationId, taxCents: order.tax },
    ]);
    const stored = await database
      .db()
      .select()
      .from(orderTaxLines)
      .where(eq(orderTaxLines.orderId, order.id));
    expect(stored).toHaveLength(3);
    const seenByStaff = await orderDetail<Json>({
      url: `/api/admin/orders/${order.id}/`,
      params: { orderId: String(order.id) },
      token: support.token,
    });
    expect(seenByStaff.json.tax).toMatchObject({
      provider: 'offline',
      calculation_id: row!.taxCalculationId,
      lines: order.tax_lines,
      incomplete: false,
      reversed: 0,
    });
  });

  const refund = (orderId: number, body: Json) =>
    refundCall<Json>({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/`,
      params: { orderId: String(orderId) },
      body: { idempotency_key: randomUUID(), reason: 'Spoiled box', ...body },
      token: support.token,
    });
  const orderSeenBy = async (customerId: number, token: string, orderId: number) =>
    (
      await ordersCall<Json[]>({
        url: `/api/v3/customers/${customerId}/orders/`,
        params: { id: String(customerId) },
        token,
      })
    ).json.find((order) => order.id === orderId)!;

  it('reverses all of the tax on a full refund', async () => {
    const { customer, token, order } = await boxToNewYork();
    const answer = await refund(order.id, { full: true });
    expect(answer.status).toBe(201);
    expect((await orderSeenBy(customer.id, token, order.id)).tax_reversed).toBe(order.tax);
    const reversals = await database
      .db()
      .select()
      .from(taxTransactions)
      .where(eq(taxTransactions.orderId, order.id));
    expect(reversals.map((row) => [row.kind, row.taxCents])).toEqual([
      ['transaction', order.tax],
      ['reversal', -order.tax],
    ]);
  });

  it('reverses its share of the tax on a partial refund, and the rest with the last one', async () => {
    const { customer, token, order } = await boxToNewYork();
    const paid = order.total;
    const plan = order.items[0];
    const half = Math.floor(plan.total_price / 2);
    expect(
      (await refund(order.id, { lines: [{ line: `item:${plan.id}`, amount: half }] })).status,
    ).toBe(201);
    const share = Math.round((order.tax * half) / paid);
    expect((await orderSeenBy(customer.id, token, order.id)).tax_reversed).toBe(share);
    expect((await refund(order.id, { full: true })).status).toBe(201);
    expect((await orderSeenBy(customer.id, token, order.id)).tax_reversed).toBe(order.tax);
  });

  it('quotes the next renewal at a new address on My plan, and charges it there', async () => {
    const db = database.db();
    const { customer, token } = await boxToNewYork();
    const nextBox = async () =>
      (await subscriptionsCall<Json[]>({ url: '/api/v3/subscriptions/', token })).json[0]!.next_box;
    const inNewYork = await nextBox();
    expect(inNewYork.tax).toBe(
      boxTaxCents(
        inNewYork.lines.map((l: Json) => l.total_cents),
        inNewYork.discount,
        88_750,
      ),
    );

    const moved = await addressCall({
      method: 'POST',
      url: `/api/v3/customers/${customer.id}/address/`,
      params: { id: String(customer.id) },
      token,
      body: { ...SHIPPING, ...CHICAGO },
    });
    expect(moved.status).toBe(200);
    const inChicago = await nextBox();
    expect(inChicago.tax).toBe(
      boxTaxCents(
        inChicago.lines.map((l: Json) => l.total_cents),
        inChicago.discount,
        102_500,
      ),
    );
    expect(inChicago.tax).toBeGreaterThan(inNewYork.tax);

    expect(await renewNextBox(db, customer.id)).toMatchObject({ charged: 1 });
    const [renewal] = await db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer.id))
      .orderBy(desc(orders.id))
      .limit(1);
    expect(renewal).toMatchObject({
      kind: 'renewal',
      taxCents: inChicago.tax,
      totalCents: inChicago.total,
    });
    const lines = await db
      .select()
      .from(orderTaxLines)
      .where(eq(orderTaxLines.orderId, renewal!.id));
    expect(lines.map((line) => line.name)).toEqual([
      'Illinois',
      'Cook County',
      'Chicago',
      'Regional Transportation Authority',
    ]);
  });

  it('keeps only the state of an erased customer’s tax calculations and cart address', async () => {
    const db = database.db();
    const { customer } = await boxToNewYork();
    const [row] = await db.select().from(customers).where(eq(customers.id, customer.id));
    await db.transaction((tx) => erasePersonalData(tx as unknown as typeof db, row!));
    const [order] = await db.select().from(orders).where(eq(orders.customerId, customer.id));
    const [calculation] = await db
      .select()
      .from(taxCalculations)
      .where(eq(taxCalculations.id, order!.taxCalculationId!));
    expect(calculation!.address).toEqual({
      line1: '',
      line2: null,
      city: '',
      state: 'NY',
      postal_code: '',
    });
    const [cart] = await db.select().from(carts).where(eq(carts.customerId, customer.id));
    expect(cart!.taxAddress).toBeNull();
  });
});
