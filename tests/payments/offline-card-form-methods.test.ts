import { describe, expect, it } from 'vitest';
import { createOfflineCard, PaymentProviderError } from '@/server/payments';
import { useTestDatabase } from '../helpers/test-db';
import { key, offlineShop } from './offline-fixtures';

/** The offline stand-in for Stripe.js's createPaymentMethod, and attach/detach of its cards. */
describe('offline payment provider: cards typed into the card form', () => {
  const database = useTestDatabase();

  it('keeps the expiry the form sent, through attaching, and behaves like its test card', async () => {
    const { provider, customer } = await offlineShop(database.db());
    const typed = await createOfflineCard(database.db(), {
      testCard: 'pm_card_chargeDeclined',
      expMonth: 3,
      expYear: 2030,
    });
    expect(typed).toMatchObject({
      id: expect.stringMatching(/^pm_[A-Za-z0-9]{24}$/),
      customer: null,
      card: { brand: 'visa', last4: '0002', exp_month: 3, exp_year: 2030 },
    });
    const attached = await provider.attachPaymentMethod(typed.id, customer);
    // Attached as it is (Stripe keeps the id), not copied as a shared test fixture would be.
    expect(attached).toEqual({ ...typed, customer });
    const setup = await provider.createSetupIntent({ customer, idempotencyKey: key() });
    const refused = await provider.confirmSetupIntent(setup.id, {
      paymentMethod: typed.id,
      idempotencyKey: key(),
    });
    expect(refused.last_setup_error).toMatchObject({ code: 'card_declined' });
  });

  it('refuses numbers that are not test cards', async () => {
    await expect(
      createOfflineCard(database.db(), { testCard: 'pm_real_card', expMonth: 1, expYear: 2030 }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('detaches a removed card: it belongs to nobody and cannot be charged for the customer', async () => {
    const { provider, customer } = await offlineShop(database.db());
    const saved = await provider.attachPaymentMethod('pm_card_visa', customer);
    expect(await provider.detachPaymentMethod(saved.id)).toMatchObject({ customer: null });
    await expect(provider.detachPaymentMethod(saved.id)).rejects.toMatchObject({
      kind: 'invalid_request',
    });
  });
});
