import { describe, expect, it } from 'vitest';
import type { ProviderPaymentIntent } from '../types';
import {
  authenticateIntent,
  cancelIntent,
  captureIntent,
  confirmIntent,
  updateIntent,
} from './payment-intent-machine';
import { TEST_CARDS } from './test-cards';

const intent = (overrides: Partial<ProviderPaymentIntent> = {}): ProviderPaymentIntent => ({
  id: 'pi_1',
  client_secret: 'pi_1_secret_x',
  amount: 4200,
  currency: 'usd',
  status: 'requires_payment_method',
  customer: 'cus_1',
  payment_method: null,
  capture_method: 'manual',
  amount_received: 0,
  last_payment_error: null,
  metadata: {},
  next_action: null,
  ...overrides,
});
const card = (id: keyof typeof TEST_CARDS) => ({ id, behaviour: TEST_CARDS[id]! });
const stateError = { code: 'payment_intent_unexpected_state', kind: 'invalid_request' };

describe('the offline PaymentIntent state machine', () => {
  it('holds with manual capture and takes the money with automatic capture', () => {
    expect(confirmIntent(intent(), card('pm_card_visa'))).toMatchObject({
      status: 'requires_capture',
      payment_method: 'pm_card_visa',
      amount_received: 0,
    });
    expect(
      confirmIntent(intent({ capture_method: 'automatic' }), card('pm_card_visa')),
    ).toMatchObject({ status: 'succeeded', amount_received: 4200 });
  });

  it('leaves a declined intent waiting for another card, with the reason', () => {
    const failed = confirmIntent(intent(), card('pm_card_chargeDeclinedInsufficientFunds'));
    expect(failed).toMatchObject({ status: 'requires_payment_method', payment_method: null });
    expect(failed.last_payment_error).toEqual({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    // The next attempt starts clean.
    expect(confirmIntent(failed, card('pm_card_visa')).last_payment_error).toBeNull();
  });

  it('asks for 3-D Secure on-session, and every re-confirm asks again', () => {
    const asked = confirmIntent(intent(), card('pm_card_authenticationRequired'));
    expect(asked).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk' },
    });
    expect(confirmIntent(asked, card('pm_card_authenticationRequired')).status).toBe(
      'requires_action',
    );
    expect(authenticateIntent(asked, 'approve')).toMatchObject({
      status: 'requires_capture',
      next_action: null,
    });
    expect(authenticateIntent(asked, 'fail')).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
  });

  it('declines 3-D Secure cards off-session: nobody is there to answer the bank', () => {
    const charged = confirmIntent(
      intent({ capture_method: 'automatic' }),
      card('pm_card_authenticationRequired'),
      { offSession: true },
    );
    expect(charged.status).toBe('requires_payment_method');
    expect(charged.last_payment_error).toMatchObject({ code: 'authentication_required' });
  });

  it('captures only a held payment, and the whole amount', () => {
    const heldIntent = intent({ status: 'requires_capture', payment_method: 'pm_card_visa' });
    expect(captureIntent(heldIntent)).toMatchObject({ status: 'succeeded', amount_received: 4200 });
    expect(() => captureIntent(intent())).toThrow(expect.objectContaining(stateError));
    expect(() => captureIntent(intent({ status: 'succeeded' }))).toThrow(
      expect.objectContaining(stateError),
    );
  });

  it('refuses to confirm a held, paid or canceled intent', () => {
    for (const status of ['requires_capture', 'succeeded', 'canceled', 'processing'] as const)
      expect(() => confirmIntent(intent({ status }), card('pm_card_visa'))).toThrow(
        expect.objectContaining(stateError),
      );
  });

  it('updates the amount only before the payment is held', () => {
    expect(updateIntent(intent(), { amount: 5000 })).toMatchObject({
      amount: 5000,
      status: 'requires_payment_method',
    });
    expect(updateIntent(intent(), { paymentMethod: 'pm_card_visa' }).status).toBe(
      'requires_confirmation',
    );
    const asked = intent({
      status: 'requires_action',
      payment_method: 'pm_card_authenticationRequired',
    });
    expect(updateIntent(asked, { amount: 5000 })).toMatchObject({
      status: 'requires_confirmation',
      next_action: null,
    });
    expect(() => updateIntent(intent({ status: 'requires_capture' }), { amount: 5000 })).toThrow(
      expect.objectContaining(stateError),
    );
    expect(() => updateIntent(intent(), { amount: 10 })).toThrow(
      expect.objectContaining({ code: 'amount_too_small' }),
    );
  });

  it('cancels anything not yet paid', () => {
    expect(cancelIntent(intent({ status: 'requires_capture' })).status).toBe('canceled');
    expect(() => cancelIntent(intent({ status: 'succeeded' }))).toThrow(
      expect.objectContaining(stateError),
    );
    expect(() => cancelIntent(intent({ status: 'canceled' }))).toThrow(
      expect.objectContaining(stateError),
    );
  });
});
