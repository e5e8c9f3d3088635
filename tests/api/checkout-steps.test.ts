import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, carts, orderItems, orders, payments } from '@/server/db/schema';
import {
  OfflinePaymentProvider,
  PaymentProviderError,
  type PaymentProvider,
} from '@/server/payments';
import { priceCart } from '@/server/services/cart/price-cart';
import { recordOrder } from '@/server/services/checkout/record-order';
import { claimOrder } from '@/server/services/checkout/order-claim';
import { sweepCheckouts } from '@/server/services/checkout/checkout-sweeper';
import { driveOrder, type HoldSettlement } from '@/server/services/checkout/order-progress';
import {
  confirmPayment,
  initiatePayment,
} from '@/server/services/payments/payment-intents-service';
import { createPaymentMethod } from '@/server/services/payments/payment-methods-service';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useTestDatabase } from '../helpers/test-db';

type Setup = 'held' | 'captured elsewhere' | 'released elsewhere';
type Fault = 'none' | 'outage';

/**
 * Each step of a claimed checkout taken over after its request died: what the provider says after
 * the capture or release decides the order's fate, never the error alone.
 */
describe('finishing or undoing a claimed checkout', () => {
  const database = useTestDatabase({ seed: true });
  const offline = () => new OfflinePaymentProvider(database.db(), 'whsec_steps');

  /** The offline provider, with its capture and cancel failing as in an outage when asked. */
  const withFault = (fault: Fault): PaymentProvider => {
    const real = offline();
    if (fault === 'none') return real;
    const outage = () => Promise.reject(new PaymentProviderError('Timed out.', 'api_error'));
    return Object.assign(Object.create(real) as PaymentProvider, {
      capturePaymentIntent: outage,
      cancelPaymentIntent: outage,
    });
  };

  /** A checkout cut off right after its claim: order 'processing', lease run out. */
  async function cutOffCheckout(setup: Setup, options: { legacy?: boolean } = {}) {
    const db = database.db();
    const ready = await customerReadyToPay(db);
    const card = await createPaymentMethod(db, offline(), ready.customer.id, {
      card_token: 'pm_card_visa',
    });
    const started = await initiatePayment(db, offline(), ready.customer.id, {
      cart_id: ready.cart.cart_id,
      payment_method_id: card.id,
    });
    await confirmPayment(db, offline(), ready.customer.id, started.transaction_id, {
      payment_method_id: card.id,
    });
    const [cartRow] = await db.select().from(carts).where(eq(carts.id, ready.cart.cart_id));
    const cart = await priceCart(db, cartRow!);
    const [address] = await db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, ready.customer.id));
    const claim = await claimOrder(db, {
      kind: 'first_box',
      status: 'processing',
      customerId: ready.customer.id,
      lines: cart.lines,
      totals: { ...cart.totals, credit: 0 },
      address: address!,
      deliveryDate: '2030-01-08',
      claim: {
        paymentId: started.id,
        cartId: cartRow!.id,
        cartVersion: cartRow!.version,
        cartSnapshot: cart as unknown as Record<string, unknown>,
        retryAt: sql`now() - interval '1 second'` as unknown as Date,
      },
    });
    if (!('claimed' in claim)) throw new Error('The order was not claimed');
    if (options.legacy) {
      // As the checkout before resumable steps left it: no cart, version, snapshot, lease or lines.
      await db
        .update(orders)
        .set({ cartId: null, cartVersion: null, cartSnapshot: null, retryAt: null })
        .where(eq(orders.id, claim.claimed.id));
      await db.delete(orderItems).where(eq(orderItems.orderId, claim.claimed.id));
    }
    const intentId = started.transaction_id.split('_secret_')[0]!;
    if (setup === 'captured elsewhere')
      await offline().capturePaymentIntent(intentId, { idempotencyKey: `capture-${started.id}` });
    if (setup === 'released elsewhere') await offline().cancelPaymentIntent(intentId);
    return { orderId: claim.claimed.id, paymentId: started.id, intentId };
  }

  it.each<[HoldSettlement, Setup, Fault, string, string, string]>([
    // settle, what happened at the provider, fault → order, payment, intent
    ['capture', 'held', 'none', 'paid', 'succeeded', 'succeeded'],
    ['capture', 'held', 'outage', 'processing', 'authorized', 'requires_capture'],
    ['capture', 'captured elsewhere', 'outage', 'paid', 'succeeded', 'succeeded'],
    ['capture', 'released elsewhere', 'none', 'gone', 'canceled', 'canceled'],
    ['release', 'held', 'none', 'gone', 'canceled', 'canceled'],
    ['release', 'held', 'outage', 'processing', 'authorized', 'requires_capture'],
    ['release', 'captured elsewhere', 'none', 'paid', 'succeeded', 'succeeded'],
  ])(
    '%s of a hold %s (%s fault): order %s, payment %s, intent %s',
    async (settle, setup, fault, orderStatus, paymentStatus, intentStatus) => {
      const db = database.db();
      const { orderId, paymentId, intentId } = await cutOffCheckout(setup);
      const done = await driveOrder(db, withFault(fault), orderId, {
        settle,
        record: recordOrder,
        wait: false,
      });
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.status ?? 'gone').toBe(orderStatus);
      expect(done?.status ?? 'gone').toBe(orderStatus);
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
      expect(payment!.status).toBe(paymentStatus);
      const intent = await offline().retrievePaymentIntent(intentId);
      expect(intent.status).toBe(intentStatus);
      // Driven again, nothing changes: no second capture, order or release.
      await driveOrder(db, offline(), orderId, { settle, record: recordOrder, wait: false });
      if (orderStatus !== 'processing') {
        const [again] = await db.select().from(orders).where(eq(orders.id, orderId));
        expect(again?.status ?? 'gone').toBe(orderStatus);
      }
    },
  );

  it('the sweeper finishes or releases checkouts stuck before this fix (no snapshot, no lease)', async () => {
    const db = database.db();
    const charged = await cutOffCheckout('captured elsewhere', { legacy: true });
    const held = await cutOffCheckout('held', { legacy: true });
    const summary = await sweepCheckouts(db, offline());
    expect(summary).toMatchObject({ finished: 1, released: 1, pending: 0 });
    const [paid] = await db.select().from(orders).where(eq(orders.id, charged.orderId));
    expect(paid!.status).toBe('paid');
    expect(await db.select().from(orders).where(eq(orders.id, held.orderId))).toEqual([]);
    expect((await offline().retrievePaymentIntent(held.intentId)).status).toBe('canceled');
  });
});
