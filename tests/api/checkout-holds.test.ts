import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import updateRoute from '@/pages/api/v3/payments/[paymentId]/update';
import { orders, outboxEmails, payments, subscriptions } from '@/server/db/schema';
import { OfflinePaymentProvider, type ProviderPaymentIntent } from '@/server/payments';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useCardPayments } from '../helpers/held-payment';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

type Json = Record<string, unknown> & { id: number; transaction_id: string; amount: number };

/**
 * Money safety of checkout with more than one hold on a cart: one first-box order per cart
 * version, and every hold the order did not use released at the provider.
 */
describe('checkout with several holds on one cart', () => {
  const database = useTestDatabase({ seed: true });
  const { confirm, saveCard, holdWith, checkout } = useCardPayments();
  const update = useRoute(updateRoute);

  const provider = () => new OfflinePaymentProvider(database.db(), 'whsec_offline');
  const intentOf = async (transactionId: string): Promise<ProviderPaymentIntent> =>
    provider().retrievePaymentIntent(transactionId.split('_secret_')[0]!);

  /** A customer with two saved cards and the cart ready to pay. */
  async function twoCards() {
    const ready = await customerReadyToPay(database.db());
    const visa = await saveCard(ready.customer.id, ready.token, 'pm_card_visa');
    const mastercard = await saveCard(ready.customer.id, ready.token, 'pm_card_mastercard');
    return { ...ready, visa, mastercard };
  }

  /**
   * A second authorised hold for the same cart version, as two tabs confirming at the same moment
   * leave it (the API itself releases an older hold when a newer one is made).
   */
  async function racedSecondHold(customerId: number, first: Json, cardToken: string) {
    const db = database.db();
    const [row] = await db.select().from(payments).where(eq(payments.id, first.id));
    const firstIntent = await intentOf(first.transaction_id);
    const intent = await provider().createPaymentIntent({
      amount: row!.amountCents,
      customer: firstIntent.customer!,
      paymentMethod: cardToken,
      captureMethod: 'manual',
      idempotencyKey: `raced-${first.id}`,
    });
    const held = await provider().confirmPaymentIntent(intent.id, {
      paymentMethod: cardToken,
      idempotencyKey: `raced-confirm-${first.id}`,
    });
    expect(held.status).toBe('requires_capture');
    await db.insert(payments).values({
      customerId,
      kind: 'payment',
      providerId: intent.id,
      clientSecret: intent.client_secret,
      cartId: row!.cartId,
      cartVersion: row!.cartVersion,
      amountCents: row!.amountCents,
      status: 'authorized',
    });
    return intent.client_secret;
  }

  async function outcome(customerId: number) {
    const db = database.db();
    return {
      orders: await db.select().from(orders).where(eq(orders.customerId, customerId)),
      subscriptions: await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.customerId, customerId)),
    };
  }

  it('the issue’s case: a hold per card, two concurrent checkouts make one order and one charge', async () => {
    const { customer, token, cart, visa, mastercard } = await twoCards();
    const first = await holdWith(token, cart.cart_id, visa.id);
    const second = await holdWith(token, cart.cart_id, mastercard.id);
    const results = await Promise.all([
      checkout(customer.id, token, first.transaction_id),
      checkout(customer.id, token, second.transaction_id),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    const refused = results.find((result) => result.status === 422)!;
    expect(['payment_error', 'no_cart_found']).toContain(refused.json.code);
    const { orders: made, subscriptions: subs } = await outcome(customer.id);
    expect(made).toHaveLength(1);
    expect(subs).toHaveLength(1);
    const intents = await Promise.all([
      intentOf(first.transaction_id),
      intentOf(second.transaction_id),
    ]);
    expect(intents.map((intent) => intent.status).sort()).toEqual(['canceled', 'succeeded']);
  });

  it('refuses the second of two concurrent checkouts of one cart version and releases its hold', async () => {
    const { customer, token, cart, visa } = await twoCards();
    const first = await holdWith(token, cart.cart_id, visa.id);
    const second = await racedSecondHold(customer.id, first, 'pm_card_mastercard');
    const results = await Promise.all([
      checkout(customer.id, token, first.transaction_id),
      checkout(customer.id, token, second),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    const refused = results.find((result) => result.status === 422)!;
    expect(refused.json.code).toBe('no_cart_found');
    const { orders: made, subscriptions: subs } = await outcome(customer.id);
    expect(made).toHaveLength(1);
    expect(made[0]!.status).toBe('paid');
    expect(subs).toHaveLength(1);
    const intents = await Promise.all([intentOf(first.transaction_id), intentOf(second)]);
    expect(intents.map((intent) => intent.status).sort()).toEqual(['canceled', 'succeeded']);
    expect(intents.reduce((sum, intent) => sum + intent.amount_received, 0)).toBe(
      made[0]!.totalCents,
    );
    const mail = await database
      .db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, customer.email), eq(outboxEmails.kind, 'order_confirmation')));
    expect(mail).toHaveLength(1);
  });

  it('releases a hold left unused once the cart was checked out with another one', async () => {
    const { customer, token, cart, visa } = await twoCards();
    const first = await holdWith(token, cart.cart_id, visa.id);
    const second = await racedSecondHold(customer.id, first, 'pm_card_mastercard');
    expect((await checkout(customer.id, token, first.transaction_id)).status).toBe(200);
    expect((await intentOf(second)).status).toBe('canceled');
    const [row] = await database
      .db()
      .select()
      .from(payments)
      .where(eq(payments.providerId, second.split('_secret_')[0]!));
    expect(row!.status).toBe('canceled');
    const late = await checkout(customer.id, token, second);
    expect(late.status).toBe(422);
    expect((await intentOf(second)).amount_received).toBe(0);
    expect((await outcome(customer.id)).orders).toHaveLength(1);
  });

  it('releases an older hold when a newer payment is made for the same cart', async () => {
    const { customer, token, cart, visa, mastercard } = await twoCards();
    const first = await holdWith(token, cart.cart_id, visa.id);
    const second = await holdWith(token, cart.cart_id, mastercard.id);
    expect(second.id).not.toBe(first.id);
    expect((await intentOf(first.transaction_id)).status).toBe('canceled');
    expect((await intentOf(second.transaction_id)).status).toBe('requires_capture');
    // Back to the first card: a new payment again, and the second hold is released in its turn.
    const third = await holdWith(token, cart.cart_id, visa.id);
    expect(third.id).not.toBe(first.id);
    expect((await intentOf(second.transaction_id)).status).toBe('canceled');
    expect((await checkout(customer.id, token, third.transaction_id)).status).toBe(200);
    expect((await checkout(customer.id, token, first.transaction_id)).status).toBe(422);
    expect((await outcome(customer.id)).orders).toHaveLength(1);
  });

  it('an update of a held payment with another card releases that hold for a new payment', async () => {
    const { customer, token, cart, visa, mastercard } = await twoCards();
    const first = await holdWith(token, cart.cart_id, visa.id);
    const put = (methodId: number) =>
      update({
        method: 'PUT',
        url: `/api/v3/payments/${first.id}/update/`,
        params: { paymentId: String(first.id) },
        token,
        body: { cart_id: cart.cart_id, payment_method_id: methodId },
      });
    // The same card and total: the hold stands as it is (a checkout retried after an error).
    const same = await put(visa.id);
    expect(same.status).toBe(200);
    expect(same.json).toMatchObject({ id: first.id, status: 'authorized' });
    // Another card: a new payment, and the first hold is released.
    const changed = await put(mastercard.id);
    expect(changed.status).toBe(200);
    const next = changed.json as Json;
    expect(next.id).not.toBe(first.id);
    expect(next.status).toBe('pending');
    expect((await intentOf(first.transaction_id)).status).toBe('canceled');
    const held = await confirm({
      method: 'POST',
      url: `/api/v3/payments/${next.transaction_id}/confirm/`,
      params: { paymentId: next.transaction_id },
      token,
      body: { payment_method_id: mastercard.id },
    });
    expect(held.json.status).toBe('authorized');
    expect((await checkout(customer.id, token, next.transaction_id)).status).toBe(200);
  });
});
