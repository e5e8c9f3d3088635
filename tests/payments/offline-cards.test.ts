import { describe, expect, it } from 'vitest';
import {
  completeOfflineAuthentication,
  completeOfflineSetupAuthentication,
} from '@/server/payments';
import { useTestDatabase } from '../helpers/test-db';
import { key, offlineShop } from './offline-fixtures';
import { clockNow } from '@/server/clock';

const year = clockNow().getUTCFullYear();

describe('offline payment provider: Stripe test cards', () => {
  const database = useTestDatabase();

  it.each([
    ['pm_card_visa', 'requires_capture', null],
    ['pm_card_mastercard', 'requires_capture', null],
    ['pm_card_amex', 'requires_capture', null],
    [
      'pm_card_chargeDeclined',
      'requires_payment_method',
      {
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    ],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'requires_payment_method',
      {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    ],
    [
      'pm_card_chargeDeclinedExpiredCard',
      'requires_payment_method',
      { code: 'expired_card', message: 'Your card has expired.' },
    ],
    [
      'pm_card_chargeDeclinedIncorrectCvc',
      'requires_payment_method',
      { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
    ],
    [
      'pm_card_chargeDeclinedProcessingError',
      'requires_payment_method',
      {
        code: 'processing_error',
        message: 'An error occurred while processing your card. Try again in a little bit.',
      },
    ],
    ['pm_card_authenticationRequired', 'requires_action', null],
  ])('%s → %s', async (card, status, error) => {
    const { intent, confirm } = await offlineShop(database.db());
    const confirmed = await confirm((await intent()).id, card);
    expect(confirmed.status).toBe(status);
    expect(confirmed.last_payment_error).toEqual(error);
    expect(confirmed.amount_received).toBe(0);
  });

  it.each([
    ['pm_card_visa', 'visa', '4242'],
    ['pm_card_mastercard', 'mastercard', '4444'],
    ['pm_card_amex', 'amex', '8431'],
    ['pm_card_chargeDeclinedExpiredCard', 'visa', '0069'],
    ['pm_card_authenticationRequired', 'visa', '3184'],
  ])('%s is a %s ending %s that has not expired', async (card, brand, last4) => {
    const { provider } = await offlineShop(database.db());
    expect(await provider.retrievePaymentMethod(card)).toEqual({
      id: card,
      customer: null,
      card: {
        brand,
        last4,
        exp_month: 12,
        exp_year: year + 2,
        fingerprint: expect.stringMatching(/^fp_\w+$/),
      },
    });
  });

  it('runs 3-D Secure: approve holds or takes the money, fail leaves Stripe’s error', async () => {
    const { intent, confirm, provider } = await offlineShop(database.db());
    const manual = await confirm((await intent()).id, 'pm_card_authenticationRequired');
    expect(manual.next_action).toEqual({ type: 'use_stripe_sdk' });
    expect(await completeOfflineAuthentication(database.db(), manual.id, 'approve')).toMatchObject({
      status: 'requires_capture',
    });

    const automatic = await confirm(
      (await intent(undefined, 'automatic')).id,
      'pm_card_authenticationRequired',
    );
    expect(
      await completeOfflineAuthentication(database.db(), automatic.id, 'approve'),
    ).toMatchObject({ status: 'succeeded', amount_received: 4200 });

    const refused = await confirm((await intent()).id, 'pm_card_authenticationRequired');
    const failed = await completeOfflineAuthentication(database.db(), refused.id, 'fail');
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    expect(await provider.retrievePaymentIntent(refused.id)).toEqual(failed);
    await expect(
      completeOfflineAuthentication(database.db(), refused.id, 'approve'),
    ).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });
});

describe('offline payment provider: saved cards and renewals', () => {
  const database = useTestDatabase();

  it('attaches a copy of a test card to the customer, which behaves like it', async () => {
    const { provider, customer, intent, confirm } = await offlineShop(database.db());
    const saved = await provider.attachPaymentMethod('pm_card_chargeDeclined', customer);
    expect(saved.id).toMatch(/^pm_[A-Za-z0-9]{24}$/);
    expect(saved).toMatchObject({ customer, card: { brand: 'visa', last4: '0002' } });
    expect(await provider.retrievePaymentMethod(saved.id)).toEqual(saved);
    expect(await provider.attachPaymentMethod(saved.id, customer)).toEqual(saved);
    // The shared test id stays unowned, so every customer can save it.
    expect((await provider.retrievePaymentMethod('pm_card_chargeDeclined')).customer).toBeNull();
    expect((await confirm((await intent()).id, saved.id)).last_payment_error).toMatchObject({
      decline_code: 'generic_decline',
    });
  });

  it("keeps one customer's saved card away from another", async () => {
    const mine = await offlineShop(database.db());
    const theirs = await offlineShop(database.db());
    const saved = await mine.provider.attachPaymentMethod('pm_card_visa', mine.customer);
    await expect(
      theirs.provider.attachPaymentMethod(saved.id, theirs.customer),
    ).rejects.toMatchObject({ kind: 'invalid_request' });
    await expect(theirs.confirm((await theirs.intent()).id, saved.id)).rejects.toMatchObject({
      kind: 'invalid_request',
    });
    await expect(
      mine.provider.attachPaymentMethod('pm_card_visa', 'cus_nope'),
    ).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(mine.provider.retrievePaymentMethod('pm_nope')).rejects.toMatchObject({
      code: 'resource_missing',
      message: "No such PaymentMethod: 'pm_nope'",
    });
  });

  it('saves a good card with a SetupIntent and refuses a declining one', async () => {
    const { provider, customer } = await offlineShop(database.db());
    const setup = await provider.createSetupIntent({ customer, idempotencyKey: key() });
    expect(setup).toMatchObject({
      status: 'requires_payment_method',
      customer,
      payment_method: null,
      last_setup_error: null,
    });
    expect(setup.id).toMatch(/^seti_[A-Za-z0-9]{24}$/);
    const done = await provider.confirmSetupIntent(setup.id, {
      paymentMethod: 'pm_card_visa',
      idempotencyKey: key(),
    });
    expect(done.status).toBe('succeeded');
    expect(await provider.retrievePaymentMethod(done.payment_method!)).toMatchObject({
      customer,
      card: { last4: '4242' },
    });
    await expect(provider.cancelSetupIntent(setup.id)).rejects.toMatchObject({
      code: 'setup_intent_unexpected_state',
    });

    for (const card of ['pm_card_chargeDeclined', 'pm_card_chargeDeclinedInsufficientFunds']) {
      const other = await provider.createSetupIntent({ customer, idempotencyKey: key() });
      const failed = await provider.confirmSetupIntent(other.id, {
        paymentMethod: card,
        idempotencyKey: key(),
      });
      expect(failed).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        last_setup_error: { code: 'card_declined' },
      });
      expect(await provider.retrieveSetupIntent(other.id)).toEqual(failed);
      expect((await provider.cancelSetupIntent(other.id)).status).toBe('canceled');
    }
  });

  it('saves a 3-D Secure card once the bank has approved', async () => {
    const { provider, customer } = await offlineShop(database.db());
    const setup = await provider.createSetupIntent({ customer, idempotencyKey: key() });
    const asked = await provider.confirmSetupIntent(setup.id, {
      paymentMethod: 'pm_card_authenticationRequired',
      idempotencyKey: key(),
    });
    expect(asked.status).toBe('requires_action');
    const approved = await completeOfflineSetupAuthentication(database.db(), setup.id, 'approve');
    expect(approved.status).toBe('succeeded');
    expect(approved.payment_method).toMatch(/^pm_[A-Za-z0-9]{24}$/);
  });

  it('charges renewals off-session: paid at once, declines on the intent, 3-D Secure declined', async () => {
    const { provider, customer } = await offlineShop(database.db());
    const charge = (paymentMethod: string, idempotencyKey = key('renewal')) =>
      provider.chargeOffSession({
        amount: 3900,
        customer,
        paymentMethod,
        metadata: { renewal: '1' },
        idempotencyKey,
      });
    const renewalKey = key('renewal');
    const paid = await charge('pm_card_visa', renewalKey);
    expect(paid).toMatchObject({
      status: 'succeeded',
      amount_received: 3900,
      capture_method: 'automatic',
      metadata: { renewal: '1' },
    });
    expect(await charge('pm_card_visa', renewalKey)).toEqual(paid);
    expect(await charge('pm_card_chargeDeclinedInsufficientFunds')).toMatchObject({
      status: 'requires_payment_method',
      amount_received: 0,
      last_payment_error: { decline_code: 'insufficient_funds' },
    });
    expect(await charge('pm_card_authenticationRequired')).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'authentication_required' },
    });
  });
});
