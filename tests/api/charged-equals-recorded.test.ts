import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import cartRoute from '@/pages/api/v3/customers/[id]/cart';
import checkoutRoute from '@/pages/api/v3/customers/[id]/checkout';
import methodsRoute from '@/pages/api/v3/customers/[id]/payment_methods/index';
import confirmRoute from '@/pages/api/v3/payments/[paymentId]/confirm';
import initiateRoute from '@/pages/api/v3/payments/initiate';
import subscriptionsRoute from '@/pages/api/v3/subscriptions/index';
import { hashPassword } from '@/server/auth/passwords';
import {
  customers,
  offers,
  orderItems,
  orders,
  outboxEmails,
  payments,
  renewalConsents,
  subscriptions,
} from '@/server/db/schema';
import { chargeDay } from '@/domain/renewal-schedule';
import { planSku } from '@/domain/plan-sku';
import { formatCents } from '@/domain/format/money';
import { getPaymentProvider } from '@/server/payments';
import { saveAddress } from '@/server/services/customers/address';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { createSignedInCustomer } from '../factories/customers';
import { createPet } from '../factories/pets';
import { SHIPPING, RENEWAL_CONSENT } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const weeksText = (weeks: number) => (weeks === 1 ? 'week' : `${weeks} weeks`);

/**
 * The invariant of issue items 2 and 5: what the customer is charged is what is recorded, line for
 * line, in the order, the email, My plan and the renewal orders, for a cart with several pups,
 * plan add-ons, add-on lines once and recurring, an offer and tax.
 */
describe('what is charged is what is recorded', () => {
  const database = useTestDatabase({ seed: true });
  const cartCall = useRoute(cartRoute);
  const methods = useRoute(methodsRoute);
  const initiate = useRoute(initiateRoute);
  const confirm = useRoute(confirmRoute);
  const checkoutCall = useRoute(checkoutRoute);
  const subscriptionsCall = useRoute(subscriptionsRoute);

  async function twoPupsCart(couponCode = 'WELCOME50') {
    const db = database.db();
    const { customer, token } = await createSignedInCustomer(db);
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword('walks in the rain') })
      .where(eq(customers.id, customer.id));
    await saveAddress(db, customer.id, { ...SHIPPING, state: 'CA' as never, zip_code: '94103' });
    // A big dog and a small one: their boxes hold different weeks of food.
    const big = await createPet(db, customer.id, { name: 'Biscuit', weight: 90 });
    const small = await createPet(db, customer.id, { name: 'Pip', weight: 8 });
    const sku = (kcal: number) => planSku('FR', kcal, { fresh: ['chicken', 'turkey'], dry: [] });
    const put = (body: unknown) =>
      cartCall({
        method: 'PUT',
        url: `/api/v3/customers/${customer.id}/cart/`,
        params: { id: String(customer.id) },
        token,
        body,
      });
    const response = await put({
      subscriptions: {
        [big.id]: { sku: sku(big.kcalories_per_day), addons: [{ sku: 'ZOOMIES01' }] },
        [small.id]: { sku: sku(small.kcalories_per_day), addons: [{ sku: 'CHILLPILLS01' }] },
      },
      line_items: [
        // Turkey, not beef: the factory's pups are allergic to beef (that refusal is tested apart).
        { sku: 'JERKYSTRIPS-TU', quantity: 2, frequency: 1, recurrence: true, pet_id: null },
        { sku: 'BELLYRUBS01', quantity: 1, frequency: 2, recurrence: true, pet_id: small.id },
        { sku: 'SWEETPOTATOSLICES1', quantity: 1, frequency: 1, recurrence: false, pet_id: null },
      ],
      coupon_code: couponCode,
    });
    expect(response.status).toBe(200);
    const shown = (
      await cartCall({
        url: `/api/v3/customers/${customer.id}/cart/?resync_taxes=true`,
        params: { id: String(customer.id) },
        token,
      })
    ).json as Json;
    return { customer, token, big, small, shown };
  }

  async function pay(customerId: number, token: string, cartId: number) {
    const method = (
      await methods({
        method: 'POST',
        url: `/api/v3/customers/${customerId}/payment_methods/`,
        params: { id: String(customerId) },
        token,
        body: { card_token: 'pm_card_visa' },
      })
    ).json as Json;
    const intent = (
      await initiate({
        method: 'POST',
        url: '/api/v3/payments/initiate/',
        token,
        body: { cart_id: cartId },
      })
    ).json as Json;
    await confirm({
      method: 'POST',
      url: `/api/v3/payments/${intent.transaction_id}/confirm/`,
      params: { paymentId: intent.transaction_id },
      token,
      body: { payment_method_id: method.id },
    });
    const placed = await checkoutCall({
      method: 'POST',
      url: `/api/v3/customers/${customerId}/checkout/`,
      params: { id: String(customerId) },
      token,
      body: { transaction_ids: [intent.transaction_id], ...RENEWAL_CONSENT },
    });
    expect(placed.status).toBe(200);
    return { intent, order: placed.json as Json };
  }

  it('records every charged line (plan add-ons too) in the order, the email and My plan', async () => {
    const db = database.db();
    const { customer, token, big, small, shown } = await twoPupsCart();
    expect(shown.totals.tax).toBeGreaterThan(0);
    expect(shown.totals.discount).toBeGreaterThan(0);
    const { intent, order } = await pay(customer.id, token, shown.cart_id);

    // Charged = shown = recorded.
    const [payment] = await db.select().from(payments).where(eq(payments.id, intent.id));
    expect(payment!.amountCents).toBe(shown.totals.total);
    expect(order.total).toBe(shown.totals.total);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const linesSum = items.reduce((sum, item) => sum + item.totalCents, 0);
    expect(linesSum).toBe(order.subtotal);
    expect(order.subtotal - order.discount + order.tax + order.shipping).toBe(order.total);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.totalCents).toBe(payment!.amountCents);

    // The plan add-ons are order lines of their pup; household lines ride with the first pup.
    const plan = (sku: string) => (sku.startsWith('FR') ? 'FR plan' : sku);
    expect(items.map((item) => [item.petId, plan(item.sku), item.quantity]).sort()).toEqual(
      [
        [big.id, 'FR plan', 1],
        [big.id, 'ZOOMIES01', 1],
        [small.id, 'FR plan', 1],
        [small.id, 'CHILLPILLS01', 1],
        [small.id, 'BELLYRUBS01', 1],
        [big.id, 'JERKYSTRIPS-TU', 2],
        [big.id, 'SWEETPOTATOSLICES1', 1],
      ].sort(),
    );

    // The email lists each line and the total charged.
    const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email));
    for (const item of order.items as Json[]) expect(mail!.text).toContain(`${item.product_name}`);
    expect(mail!.text).toContain('Zoomies');
    expect(mail!.text).toContain(`Total charged: ${formatCents(shown.totals.total)}`);

    // My plan: each pup's recurring add-ons, plan add-ons included, one-off items not.
    const plans = (await subscriptionsCall({ url: '/api/v3/subscriptions/', token }))
      .json as unknown as Json[];
    const skusOf = (petId: number) =>
      plans
        .find((plan) => plan.pet_id === petId)!
        .addons.map((addon: Json) => `${addon.sku}×${addon.quantity}/${addon.frequency}`)
        .sort();
    expect(skusOf(big.id)).toEqual(['JERKYSTRIPS-TU×2/1', 'ZOOMIES01×1/1']);
    expect(skusOf(small.id)).toEqual(['BELLYRUBS01×1/2', 'CHILLPILLS01×1/1']);
  });

  it('renews each pup at the repeat price and cadence the checkout disclosed', async () => {
    const db = database.db();
    const { customer, token, big, small, shown } = await twoPupsCart();
    const { order } = await pay(customer.id, token, shown.cart_id);
    const repeatOf = (petId: number) => shown.subscriptions[String(petId)].repeat;
    expect(repeatOf(big.id).every_weeks).not.toBe(repeatOf(small.id).every_weeks);
    // The confirmation says the same as the checkout did.
    for (const sub of order.subscriptions as Json[])
      expect(sub.repeat).toEqual(repeatOf(sub.pet_id));
    // So does the email: each pup's own amount and cadence.
    const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email));
    expect(mail!.text).toContain(
      `Then Biscuit’s box renews every ${weeksText(repeatOf(big.id).every_weeks)} at ${formatCents(repeatOf(big.id).box.total)}`,
    );
    expect(mail!.text).toContain(
      `Then Pip’s box renews every ${weeksText(repeatOf(small.id).every_weeks)}: ${formatCents(repeatOf(small.id).box.total)}`,
    );
    expect(mail!.text).not.toContain('each box costs');

    const subs = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customer.id));
    for (const sub of subs) {
      const at = new Date(`${chargeDay(sub.nextDeliveryDate)}T17:00:00Z`);
      await runRenewals(db, getPaymentProvider(db), at);
      const [renewal] = await db
        .select()
        .from(orders)
        .where(eq(orders.renewalKey, `subscription-${sub.id}-${sub.nextDeliveryDate}`));
      expect(renewal).toMatchObject({ status: 'paid' });
      expect(renewal!.subtotalCents).toBe(repeatOf(sub.petId).box.subtotal);
      expect(renewal!.totalCents).toBe(repeatOf(sub.petId).box.total);
      const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, renewal!.id));
      expect(lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(renewal!.subtotalCents);
      // The plan add-on rides along on the renewal; every-other-box extras skip this box.
      const skus = lines.map((line) => line.sku).filter((s) => !s.startsWith('FR'));
      expect(skus.sort()).toEqual(
        sub.petId === big.id ? ['JERKYSTRIPS-TU', 'ZOOMIES01'] : ['CHILLPILLS01'],
      );
      expect(repeatOf(sub.petId).every_weeks).toBe(sub.weeksOfFood);
    }
    // Pip's every-other-box extra shows in the box after (the disclosure's second amount).
    expect(repeatOf(small.id).other_box.subtotal).toBeGreaterThan(repeatOf(small.id).box.subtotal);
    expect(repeatOf(big.id).other_box).toBeNull();
  });

  it('records in the renewal consent what the renewals charge, with an every-box offer', async () => {
    const db = database.db();
    await db.insert(offers).values({
      code: 'ALWAYS12',
      category: 'MARKETING',
      type: 'PERCENT_AMOUNT',
      percentBps: 1250,
      appliesTo: 'EVERY_BOX',
    });
    const { customer, token, shown } = await twoPupsCart('ALWAYS12');
    expect(shown.coupon_code).toBe('ALWAYS12');
    const { order } = await pay(customer.id, token, shown.cart_id);
    const consents = await db
      .select()
      .from(renewalConsents)
      .where(eq(renewalConsents.customerId, customer.id));
    expect(consents).toHaveLength(2);
    // The cart's next boxes are the ones the consents record.
    expect(shown.totals.next_box_total).toBe(
      consents.reduce((sum, consent) => sum + consent.boxTotalCents, 0),
    );
    const plans = (await subscriptionsCall({ url: '/api/v3/subscriptions/', token }))
      .json as unknown as Json[];
    const subs = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customer.id));
    for (const sub of subs) {
      const consent = consents.find((row) => row.subscriptionId === sub.id)!;
      expect(sub.offerCode).toBe('ALWAYS12');
      // My plan shows the amount agreed to, and the confirmation page says the same.
      const shownPlan = plans.find((plan) => plan.id === sub.id)!;
      expect(shownPlan.next_box.total).toBe(consent.boxTotalCents);
      const confirmed = (order.subscriptions as Json[]).find((plan) => plan.id === sub.id)!;
      expect(confirmed.repeat.box.total).toBe(consent.boxTotalCents);

      const at = new Date(`${chargeDay(sub.nextDeliveryDate)}T17:00:00Z`);
      await runRenewals(db, getPaymentProvider(db), at, { customerId: customer.id });
      const [renewal] = await db
        .select()
        .from(orders)
        .where(eq(orders.renewalKey, `subscription-${sub.id}-${sub.nextDeliveryDate}`));
      expect(renewal).toMatchObject({ status: 'paid', couponCode: 'ALWAYS12' });
      expect(renewal!.discountCents).toBeGreaterThan(0);
      const [charge] = await db.select().from(payments).where(eq(payments.id, renewal!.paymentId!));
      expect({ charged: charge!.amountCents, recorded: renewal!.totalCents }).toEqual({
        charged: consent.boxTotalCents,
        recorded: consent.boxTotalCents,
      });
      expect(renewal!.taxCents).toBe(consent.boxTaxCents);
      expect(renewal!.subtotalCents - renewal!.discountCents).toBe(consent.boxSubtotalCents);
    }
  });

  it('taxes the cart at the address typed at checkout, so the amount shown first is the one charged', async () => {
    const db = database.db();
    const { customer, token } = await createSignedInCustomer(db);
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword('walks in the rain') })
      .where(eq(customers.id, customer.id));
    const pet = await createPet(db, customer.id);
    const put = (body: unknown) =>
      cartCall({
        method: 'PUT',
        url: `/api/v3/customers/${customer.id}/cart/`,
        params: { id: String(customer.id) },
        token,
        body,
      });
    const sku = planSku('FR', pet.kcalories_per_day, { fresh: ['chicken', 'turkey'], dry: [] });
    const untaxed = (await put({ subscriptions: { [pet.id]: { sku, addons: [] } } })).json as Json;
    expect(untaxed.tax_state).toBeNull();

    // No address saved yet: the address entered in the form is quoted on the server.
    const typed = { address1: '1 Main St', city: 'Sacramento', state: 'ca', zip_code: '94103' };
    const quoted = await put({ tax_address: typed });
    expect(quoted.status).toBe(200);
    const shown = quoted.json as Json;
    expect(shown.tax_state).toBe('CA');
    expect(shown.tax_rate_ppm).toBe(72_500);
    expect(shown.totals.tax).toBeGreaterThan(0);
    expect(shown.totals.total).toBe(
      shown.totals.subtotal - shown.totals.discount + shown.totals.tax,
    );
    expect(shown.subscriptions[String(pet.id)].repeat.box.tax).toBeGreaterThan(0);

    const refused = await put({ tax_address: { ...typed, state: 'HI', zip_code: '96813' } });
    expect(refused.status).toBe(400);
    expect(refused.json).toHaveProperty(['tax_address.state']);
    // A state alone is no longer something to tax by.
    expect((await put({ tax_state: 'CA' })).status).toBe(400);

    // Placing the order saves that address; the charge is the amount shown before the first click.
    await saveAddress(db, customer.id, {
      ...SHIPPING,
      address1: '1 Main St',
      address2: '',
      city: 'Sacramento',
      state: 'CA' as never,
      zip_code: '94103',
    });
    const { intent, order } = await pay(customer.id, token, shown.cart_id);
    expect(intent.amount).toBe(shown.totals.total);
    expect(order.total).toBe(shown.totals.total);
  });
});
