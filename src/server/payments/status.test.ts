import { describe, expect, it } from 'vitest';
import { toShopPaymentStatus } from './status';
import type { ProviderIntentStatus } from './types';

const declined = { code: 'card_declined', message: 'Your card was declined.' };

describe('toShopPaymentStatus', () => {
  it.each<[ProviderIntentStatus, boolean, string]>([
    ['requires_payment_method', false, 'pending'],
    ['requires_payment_method', true, 'failed'],
    ['requires_confirmation', false, 'pending'],
    ['requires_action', false, 'pending'],
    ['processing', false, 'pending'],
    ['requires_capture', false, 'authorized'],
    ['succeeded', false, 'succeeded'],
    ['canceled', false, 'failed'],
    // An old error no longer counts once the shopper has moved on with another card.
    ['requires_confirmation', true, 'pending'],
    ['requires_capture', true, 'authorized'],
  ])('%s (error: %s) → %s', (status, withError, expected) => {
    expect(toShopPaymentStatus({ status, last_payment_error: withError ? declined : null })).toBe(
      expected,
    );
  });
});
