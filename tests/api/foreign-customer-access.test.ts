import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import checkoutRoute from '@/pages/api/v3/customers/[id]/checkout';
import orderRoute from '@/pages/api/v3/customers/[id]/orders/[orderId]';
import ordersRoute from '@/pages/api/v3/customers/[id]/orders/index';
import methodConfirmRoute from '@/pages/api/v3/customers/[id]/payment_methods/[methodId]/confirm';
import methodRoute from '@/pages/api/v3/customers/[id]/payment_methods/[methodId]/index';
import defaultRoute from '@/pages/api/v3/customers/[id]/payment_methods/default';
import methodsRoute from '@/pages/api/v3/customers/[id]/payment_methods/index';
import setupRoute from '@/pages/api/v3/customers/[id]/payment_methods/initiate';
import paymentConfirmRoute from '@/pages/api/v3/payments/[paymentId]/confirm';
import paymentUpdateRoute from '@/pages/api/v3/payments/[paymentId]/update';
import paymentInitiateRoute from '@/pages/api/v3/payments/initiate';
import addonsRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/addons';
import cancelRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/cancel';
import subscriptionRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/index';
import pauseRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/pause';
import quoteRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/quote';
import rescheduleRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/reschedule';
import resumeRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/resume';
import skipRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/skip';
import subscriptionsRoute from '@/pages/api/v3/subscriptions/index';
import { orders, paymentMethods, subscriptions } from '@/server/db/schema';
import { getPaymentProvider } from '@/server/payments';
import { initiatePayment } from '@/server/services/payments/payment-intents-service';
import { initiateSetup } from '@/server/services/payments/setup-intents-service';
import { createSignedInCustomer } from '../factories/customers';
import { saveCardOnFile } from '../factories/payment-methods';
import { customerReadyToPay, SHIPPING, RENEWAL_CONSENT } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

describe('another customer’s subscriptions, orders and payment methods', () => {
  const database = useTestDatabase({ seed: true });
  const routes = {
    checkout: useRoute(checkoutRoute),
    order: useRoute(orderRoute),
    orders: useRoute(ordersRoute),
    methodConfirm: useRoute(methodConfirmRoute),
    method: useRoute(methodRoute),
    default: useRoute(defaultRoute),
    methods: useRoute(methodsRoute),
    setup: useRoute(setupRoute),
    paymentConfirm: useRoute(paymentConfirmRoute),
    paymentUpdate: useRoute(paymentUpdateRoute),
    paymentInitiate: useRoute(paymentInitiateRoute),
    addons: useRoute(addonsRoute),
    cancel: useRoute(cancelRoute),
    subscription: useRoute(subscriptionRoute),
    pause: useRoute(pauseRoute),
    quote: useRoute(quoteRoute),
    reschedule: useRoute(rescheduleRoute),
    resume: useRoute(resumeRoute),
    skip: useRoute(skipRoute),
    subscriptions: useRoute(subscriptionsRoute),
  };

  /** The owner: a cart, a saved card, a setup intent, a payment intent, an order, a plan. */
  async function owner() {
    const db = database.db();
    const provider = getPaymentProvider(db);
    const ready = await customerReadyToPay(db);
    const id = ready.customer.id;
    const card = await saveCardOnFile(db, id);
    const setup = await initiateSetup(db, provider, id);
    const payment = await initiatePayment(db, provider, id, {
      cart_id: ready.cart.cart_id,
      payment_method_id: card.id,
    });
    const [order] = await db
      .insert(orders)
      .values({
        customerId: id,
        kind: 'first_box',
        status: 'paid',
        subtotalCents: 1000,
        totalCents: 1000,
        shippingAddress: { ...SHIPPING },
        deliveryDate: '2026-12-01',
      })
      .returning();
    const [plan] = await db
      .insert(subscriptions)
      .values({
        customerId: id,
        petId: ready.pet.id,
        sku: Object.values(ready.cart.subscriptions)[0]!.sku,
        weeksOfFood: 2,
        nextDeliveryDate: '2027-03-02',
      })
      .returning();
    return { ...ready, card, setup, payment, order: order!, plan: plan! };
  }

  it('answers 403 or 404 on every route and shows and changes nothing', async () => {
    const a = await owner();
    const b = await createSignedInCustomer(database.db());
    const A = String(a.customer.id);
    const B = String(b.customer.id);
    const token = b.token;
    const sub = { subscriptionId: String(a.plan.id) };
    const setupId = a.setup.transaction_id.split('_secret_')[0]!;
    const paymentId = a.payment.transaction_id.split('_secret_')[0]!;
    const calls: Array<[string, Promise<{ status: number; text: string }>, number[]]> = [
      ['GET orders', routes.orders({ params: { id: A }, token }), [403]],
      ['GET order', routes.order({ params: { id: A, orderId: String(a.order.id) }, token }), [403]],
      [
        'GET own path, other’s order',
        routes.order({ params: { id: B, orderId: String(a.order.id) }, token }),
        [404],
      ],
      [
        'POST checkout',
        routes.checkout({
          method: 'POST',
          params: { id: A },
          token,
          body: { transaction_ids: [a.payment.transaction_id], ...RENEWAL_CONSENT },
        }),
        [403],
      ],
      ['GET payment methods', routes.methods({ params: { id: A }, token }), [403]],
      [
        'POST payment method',
        routes.methods({
          method: 'POST',
          params: { id: A },
          token,
          body: { card_token: 'pm_card_visa' },
        }),
        [403],
      ],
      ['GET default', routes.default({ params: { id: A }, token }), [403]],
      [
        'PUT default',
        routes.default({
          method: 'PUT',
          params: { id: A },
          token,
          body: { payment_method_id: a.card.id },
        }),
        [403],
      ],
      [
        'PUT own default to other’s card',
        routes.default({
          method: 'PUT',
          params: { id: B },
          token,
          body: { payment_method_id: a.card.id },
        }),
        [404],
      ],
      ['POST setup intent', routes.setup({ method: 'POST', params: { id: A }, token }), [403]],
      [
        'PATCH card',
        routes.method({
          method: 'PATCH',
          params: { id: A, methodId: String(a.card.id) },
          token,
          body: { card_token: 'pm_card_mastercard' },
        }),
        [403],
      ],
      [
        'PATCH other’s card on own path',
        routes.method({
          method: 'PATCH',
          params: { id: B, methodId: String(a.card.id) },
          token,
          body: { card_token: 'pm_card_mastercard' },
        }),
        [404],
      ],
      [
        'DELETE card',
        routes.method({ method: 'DELETE', params: { id: A, methodId: String(a.card.id) }, token }),
        [403],
      ],
      [
        'DELETE other’s card on own path',
        routes.method({ method: 'DELETE', params: { id: B, methodId: String(a.card.id) }, token }),
        [404],
      ],
      [
        'confirm setup',
        routes.methodConfirm({
          method: 'POST',
          params: { id: A, methodId: setupId },
          token,
          body: { card_token: 'pm_card_visa' },
        }),
        [403],
      ],
      [
        'confirm other’s setup on own path',
        routes.methodConfirm({
          method: 'POST',
          params: { id: B, methodId: setupId },
          token,
          body: { card_token: 'pm_card_visa' },
        }),
        [404],
      ],
      [
        'initiate payment for other’s cart',
        routes.paymentInitiate({ method: 'POST', token, body: { cart_id: a.cart.cart_id } }),
        [403, 404],
      ],
      [
        'update other’s payment',
        routes.paymentUpdate({
          method: 'PUT',
          params: { paymentId: String(a.payment.id) },
          token,
          body: { cart_id: a.cart.cart_id, payment_method_id: a.card.id },
        }),
        [403, 404],
      ],
      [
        'confirm other’s payment',
        routes.paymentConfirm({
          method: 'POST',
          params: { paymentId },
          token,
          body: { payment_method_id: a.card.id },
        }),
        [403, 404],
      ],
      ['GET subscription', routes.subscription({ params: sub, token }), [404]],
      [
        'PUT subscription',
        routes.subscription({ method: 'PUT', params: sub, token, body: { weeks_of_food: 1 } }),
        [404],
      ],
      [
        'quote',
        routes.quote({ method: 'POST', params: sub, token, body: { weeks_of_food: 1 } }),
        [404],
      ],
      ['addons', routes.addons({ method: 'PUT', params: sub, token, body: { addons: [] } }), [404]],
      ['skip', routes.skip({ method: 'POST', params: sub, token, body: {} }), [404]],
      [
        'reschedule',
        routes.reschedule({
          method: 'PUT',
          params: sub,
          token,
          body: { next_delivery_date: '2027-03-03' },
        }),
        [404],
      ],
      ['pause', routes.pause({ method: 'POST', params: sub, token, body: {} }), [404]],
      ['resume', routes.resume({ method: 'POST', params: sub, token, body: {} }), [404]],
      [
        'cancel',
        routes.cancel({ method: 'POST', params: sub, token, body: { reason: 'Too expensive' } }),
        [404],
      ],
    ];
    for (const [name, call, allowed] of calls) {
      const response = await call;
      expect({ name, status: response.status }).toEqual({
        name,
        status: expect.toSatisfy((status: number) => allowed.includes(status)),
      });
      expect(response.text).not.toContain(a.customer.email);
      expect(response.text).not.toContain('4242');
    }
    const mine = await routes.subscriptions({ token });
    expect(mine.json).toEqual([]);

    const db = database.db();
    const [plan] = await db.select().from(subscriptions).where(eq(subscriptions.id, a.plan.id));
    expect(plan).toMatchObject({
      status: 'active',
      weeksOfFood: 2,
      nextDeliveryDate: '2027-03-02',
    });
    const cards = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.customerId, a.customer.id));
    expect(cards.map((card) => [card.cardToken, card.isDefault])).toEqual([
      [a.card.card_token, true],
    ]);
  });
});
