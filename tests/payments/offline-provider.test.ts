import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offlinePaymentObjects } from '@/server/db/schema';
import { OfflinePaymentProvider, PaymentProviderError } from '@/server/payments';
import { useTestDatabase } from '../helpers/test-db';
import { key, offlineShop, WEBHOOK_SECRET } from './offline-fixtures';
import { clockNowMs } from '@/server/clock';

const unexpectedState = expect.objectContaining({
  code: 'payment_intent_unexpected_state',
  kind: 'invalid_request',
});

describe('offline payment provider: PaymentIntents', () => {
  const database = useTestDatabase();

  it('creates, holds (manual capture) and captures, with Stripe-looking ids', async () => {
    const { intent, confirm, provider, customer } = await offlineShop(database.db());
    const created = await intent();
    expect(created.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_[A-Za-z0-9]{24}$`));
    expect(customer).toMatch(/^cus_[A-Za-z0-9]{24}$/);
    expect(created).toMatchObject({
      status: 'requires_payment_method',
      amount: 4200,
      currency: 'usd',
    });

    const held = await confirm(created.id);
    expect(held).toMatchObject({
      status: 'requires_capture',
      amount_received: 0,
      payment_method: 'pm_card_visa',
    });
    const captured = await provider.capturePaymentIntent(created.id, { idempotencyKey: key() });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 4200 });
    expect(await provider.retrievePaymentIntent(created.id)).toEqual(captured);
  });

  it('starts in requires_confirmation with a card, and succeeds at once with automatic capture', async () => {
    const { intent, confirm } = await offlineShop(database.db());
    const created = await intent('pm_card_mastercard', 'automatic');
    expect(created.status).toBe('requires_confirmation');
    expect(await confirm(created.id, 'pm_card_mastercard')).toMatchObject({
      status: 'succeeded',
      amount_received: 4200,
    });
  });

  it('keeps everything in the database: another instance sees the same intent', async () => {
    const { intent } = await offlineShop(database.db());
    const created = await intent();
    const elsewhere = new OfflinePaymentProvider(database.db(), WEBHOOK_SECRET);
    expect(await elsewhere.retrievePaymentIntent(created.id)).toEqual(created);
    const [row] = await database
      .db()
      .select()
      .from(offlinePaymentObjects)
      .where(eq(offlinePaymentObjects.id, created.id));
    expect(row).toMatchObject({ object: 'payment_intent', data: created });
  });

  it('refuses unknown ids, customers and cards, and amounts under $0.50', async () => {
    const { provider, intent } = await offlineShop(database.db());
    await expect(provider.retrievePaymentIntent('pi_nope')).rejects.toMatchObject({
      code: 'resource_missing',
      kind: 'invalid_request',
      message: "No such payment_intent: 'pi_nope'",
    });
    await expect(intent('pm_card_madeUp')).rejects.toMatchObject({
      code: 'resource_missing',
      kind: 'invalid_request',
      message: "No such PaymentMethod: 'pm_card_madeUp'",
    });
    await expect(
      provider.createPaymentIntent({
        amount: 4200,
        customer: 'cus_nope',
        captureMethod: 'manual',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(intent(undefined, 'manual', 49)).rejects.toMatchObject({
      code: 'amount_too_small',
    });
  });

  it('changes the amount before confirmation only', async () => {
    const { provider, intent, confirm } = await offlineShop(database.db());
    const created = await intent();
    expect(await provider.updatePaymentIntent(created.id, { amount: 5100 })).toMatchObject({
      amount: 5100,
    });
    expect(
      await provider.updatePaymentIntent(created.id, { paymentMethod: 'pm_card_visa' }),
    ).toMatchObject({
      status: 'requires_confirmation',
    });
    await confirm(created.id);
    await expect(provider.updatePaymentIntent(created.id, { amount: 6000 })).rejects.toThrow(
      unexpectedState,
    );
    expect((await provider.retrievePaymentIntent(created.id)).amount).toBe(5100);
  });

  it('lets a declined intent be retried with another card, then cancels only unpaid ones', async () => {
    const { provider, intent, confirm } = await offlineShop(database.db());
    const created = await intent();
    expect((await confirm(created.id, 'pm_card_chargeDeclined')).status).toBe(
      'requires_payment_method',
    );
    expect((await confirm(created.id, 'pm_card_visa')).status).toBe('requires_capture');
    expect((await provider.cancelPaymentIntent(created.id)).status).toBe('canceled');
    await expect(provider.cancelPaymentIntent(created.id)).rejects.toThrow(unexpectedState);
  });
});

describe('offline payment provider: idempotency and races', () => {
  const database = useTestDatabase();

  it('answers a repeated confirm with the first answer, without confirming again', async () => {
    const { intent, confirm, provider } = await offlineShop(database.db());
    const created = await intent();
    const confirmKey = key('confirm');
    const first = await confirm(created.id, 'pm_card_visa', confirmKey);
    expect(await confirm(created.id, 'pm_card_visa', confirmKey)).toEqual(first);
    await expect(confirm(created.id, 'pm_card_visa', key('another'))).rejects.toThrow(
      unexpectedState,
    );
    // The same key for a different request is Stripe's idempotency error.
    await expect(confirm(created.id, 'pm_card_amex', confirmKey)).rejects.toMatchObject({
      code: 'idempotency_error',
      kind: 'invalid_request',
    });
    const captureKey = key('capture');
    const captured = await provider.capturePaymentIntent(created.id, {
      idempotencyKey: captureKey,
    });
    expect(await provider.capturePaymentIntent(created.id, { idempotencyKey: captureKey })).toEqual(
      captured,
    );
  });

  it('creates one customer and one intent per key', async () => {
    const { provider, customer } = await offlineShop(database.db());
    const customerKey = key('customer');
    const a = await provider.createCustomer({
      email: 'x@example.com',
      idempotencyKey: customerKey,
    });
    expect(
      await provider.createCustomer({ email: 'x@example.com', idempotencyKey: customerKey }),
    ).toEqual(a);
    const input = {
      amount: 4200,
      customer,
      captureMethod: 'manual' as const,
      idempotencyKey: key(),
    };
    const [one, two] = await Promise.all([
      provider.createPaymentIntent(input),
      provider.createPaymentIntent(input),
    ]);
    expect(two.id).toBe(one.id);
  });

  it('forgets a key after 24 hours, as Stripe does', async () => {
    const { provider, customer } = await offlineShop(database.db());
    const input = {
      amount: 4200,
      customer,
      captureMethod: 'manual' as const,
      idempotencyKey: key(),
    };
    const first = await provider.createPaymentIntent(input);
    await database
      .db()
      .update(offlinePaymentObjects)
      .set({ createdAt: new Date(clockNowMs() - 25 * 3600 * 1000) })
      .where(eq(offlinePaymentObjects.id, `idem_${input.idempotencyKey}`));
    expect((await provider.createPaymentIntent(input)).id).not.toBe(first.id);
  });

  it('holds a card once when two confirms race with different keys', async () => {
    const { intent, confirm } = await offlineShop(database.db());
    const created = await intent();
    const results = await Promise.allSettled([
      confirm(created.id),
      confirm(created.id),
      confirm(created.id),
    ]);
    const held = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(2);
    for (const result of refused) expect(result.reason).toBeInstanceOf(PaymentProviderError);
  });

  it('gives racing confirms with the same key the same single result', async () => {
    const { intent, confirm, provider } = await offlineShop(database.db());
    const created = await intent(undefined, 'automatic');
    const sameKey = key('double-click');
    const [a, b] = await Promise.all([
      confirm(created.id, 'pm_card_visa', sameKey),
      confirm(created.id, 'pm_card_visa', sameKey),
    ]);
    expect(a).toEqual(b);
    expect(await provider.retrievePaymentIntent(created.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 4200,
    });
  });

  it('captures once when two captures race', async () => {
    const { intent, confirm, provider } = await offlineShop(database.db());
    const created = await intent();
    await confirm(created.id);
    const results = await Promise.allSettled([
      provider.capturePaymentIntent(created.id, { idempotencyKey: key() }),
      provider.capturePaymentIntent(created.id, { idempotencyKey: key() }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
