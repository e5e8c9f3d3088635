import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import cartRoute from '@/pages/api/v3/customers/[id]/cart';
import subscriptionsRoute from '@/pages/api/v3/subscriptions';
import addonsRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/addons';
import type { CartView } from '@/contracts/cart';
import type { SubscriptionView } from '@/contracts/subscriptions';
import { planSku } from '@/domain/plan-sku';
import { orderItems, orders, payments } from '@/server/db/schema';
import { createSignedInCustomer } from '../factories/customers';
import { createPet } from '../factories/pets';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { usePurchaseRoutes } from '../helpers/purchase-routes';
import { useTestDatabase } from '../helpers/test-db';

const SWEET_POTATO = 'SWEETPOTATOSLICES1';
const FRESH = { fresh: ['chicken', 'turkey'], dry: [] };

/**
 * Issue 52 item 2: an extra is the pup's own. The same extra for two pups is two lines, each in
 * its pup's box and on its pup's plan at its own frequency; a line names a pup of the order.
 */
describe('the same extra for two pups', () => {
  const database = useTestDatabase({ seed: true });
  const purchase = usePurchaseRoutes();
  const callCart = useRoute(cartRoute);
  const callPlans = useRoute(subscriptionsRoute);
  const callAddons = useRoute(addonsRoute);

  const putCart = (customerId: number, token: string, body: unknown) =>
    callCart<CartView & Record<string, string[]>>({
      method: 'PUT',
      url: `/api/v3/customers/${customerId}/cart/`,
      params: { id: String(customerId) },
      token,
      body,
    });

  /** A customer ready to pay with two pups, the fixture's and Mochi, and a plan for each. */
  async function twoPups() {
    const db = database.db();
    const ready = await customerReadyToPay(db);
    const rex = ready.pet;
    const mochi = await createPet(db, ready.customer.id, { name: 'Mochi', weight: 12 });
    const plans = {
      [rex.id]: { sku: planSku('FR', rex.kcalories_per_day, FRESH), addons: [] },
      [mochi.id]: { sku: planSku('FR', mochi.kcalories_per_day, FRESH), addons: [] },
    };
    return { ...ready, rex, mochi, plans };
  }

  it('puts it in each pup’s box and on each pup’s plan at its own frequency', async () => {
    const db = database.db();
    const { customer, token, rex, mochi, plans } = await twoPups();
    const put = await putCart(customer.id, token, {
      replace: true,
      subscriptions: plans,
      line_items: [
        { sku: SWEET_POTATO, quantity: 1, frequency: 1, recurrence: true, pet_id: rex.id },
        { sku: SWEET_POTATO, quantity: 2, frequency: 2, recurrence: true, pet_id: mochi.id },
      ],
    });
    expect(put.status).toBe(200);
    const cart = put.json;
    expect(cart.line_items.map((line) => [line.pet_id, line.quantity, line.frequency])).toEqual([
      [rex.id, 1, 1],
      [mochi.id, 2, 2],
    ]);
    const unit = cart.line_items[0]!.unit_price;
    expect(cart.lines.filter((line) => line.sku === SWEET_POTATO)).toEqual([
      expect.objectContaining({ pet_id: rex.id, quantity: 1, total_cents: unit }),
      expect.objectContaining({ pet_id: mochi.id, quantity: 2, total_cents: unit * 2 }),
    ]);

    const { order } = await purchase(customer.id, token, cart.cart_id);
    const orderId = (order as { id: number }).id;
    // Each pup's box carries its own bags, and the charge is the quote.
    const items = await db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sku, SWEET_POTATO)));
    expect(items.map((item) => [item.petId, item.quantity, item.totalCents])).toEqual([
      [rex.id, 1, unit],
      [mochi.id, 2, unit * 2],
    ]);
    const [paid] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid!.totalCents).toBe(cart.totals.total);
    const charged = await db
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, customer.id), eq(payments.kind, 'payment')));
    expect(charged.map((payment) => payment.amountCents)).toEqual([cart.totals.total]);

    // Each plan renews its own: Rex's every box, Mochi's every other box (not the next one).
    const listed = await callPlans<SubscriptionView[]>({ url: '/api/v3/subscriptions/', token });
    const planOf = (petId: number) => listed.json.find((plan) => plan.pet_id === petId)!;
    expect(planOf(rex.id).addons).toEqual([
      expect.objectContaining({ sku: SWEET_POTATO, quantity: 1, frequency: 1, in_next_box: true }),
    ]);
    expect(planOf(mochi.id).addons).toEqual([
      expect.objectContaining({ sku: SWEET_POTATO, quantity: 2, frequency: 2, in_next_box: false }),
    ]);
    expect(planOf(rex.id).next_box.lines.map((line) => line.sku)).toContain(SWEET_POTATO);
    expect(planOf(mochi.id).next_box.lines.map((line) => line.sku)).not.toContain(SWEET_POTATO);

    // Edit extras changes one pup's and leaves the other's alone.
    const mochiPlan = planOf(mochi.id);
    const edited = await callAddons<SubscriptionView>({
      method: 'PUT',
      url: `/api/v3/subscriptions/${mochiPlan.id}/addons/`,
      params: { subscriptionId: String(mochiPlan.id) },
      token,
      body: { addons: [] },
    });
    expect(edited.status).toBe(200);
    const after = await callPlans<SubscriptionView[]>({ url: '/api/v3/subscriptions/', token });
    expect(after.json.find((plan) => plan.pet_id === mochi.id)!.addons).toEqual([]);
    expect(after.json.find((plan) => plan.pet_id === rex.id)!.addons).toHaveLength(1);

    // Nobody else's pup's plan.
    const stranger = await createSignedInCustomer(db);
    const foreign = await callAddons({
      method: 'PUT',
      url: `/api/v3/subscriptions/${mochiPlan.id}/addons/`,
      params: { subscriptionId: String(mochiPlan.id) },
      token: stranger.token,
      body: { addons: [{ sku: SWEET_POTATO, quantity: 1, frequency: 1 }] },
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses a line for a pup with no plan in the order instead of boxing it with another', async () => {
    const { customer, token, rex, mochi, plans } = await twoPups();
    const refused = await putCart(customer.id, token, {
      replace: true,
      subscriptions: { [rex.id]: plans[rex.id] },
      line_items: [
        { sku: SWEET_POTATO, quantity: 1, frequency: 2, recurrence: true, pet_id: mochi.id },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.json['line_items[0].pet_id']).toEqual([
      'This pup has no plan in this order: add its plan, or choose another pup.',
    ]);
    // Without replace, the plans already in the cart count.
    const kept = await putCart(customer.id, token, {
      line_items: [{ sku: SWEET_POTATO, quantity: 1, frequency: 2, pet_id: rex.id }],
    });
    expect(kept.status).toBe(200);
  });

  it('refuses another customer’s pup', async () => {
    const { customer, token, rex, plans } = await twoPups();
    const other = await customerReadyToPay(database.db());
    const refused = await putCart(customer.id, token, {
      replace: true,
      subscriptions: { [rex.id]: plans[rex.id] },
      line_items: [{ sku: SWEET_POTATO, quantity: 1, frequency: 1, pet_id: other.pet.id }],
    });
    expect(refused.status).toBe(400);
    expect(refused.json['line_items[0].pet_id']).toEqual(['No such pup.']);
    const cart = await callCart<CartView>({
      url: `/api/v3/customers/${customer.id}/cart/`,
      params: { id: String(customer.id) },
      token,
    });
    expect(cart.json.line_items.map((line) => line.pet_id)).not.toContain(other.pet.id);
  });
});
