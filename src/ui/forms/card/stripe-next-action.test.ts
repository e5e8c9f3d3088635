import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toUserMessage } from '@/lib/api-client/user-message';
import { handleStripeNextAction } from './stripe-next-action';

const stripe = vi.hoisted(() => ({
  load: vi.fn(),
  handleNextAction: vi.fn(),
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.load }));
vi.mock('@/env/client', () => ({ publicEnv: { stripePublishableKey: 'pk_test_123' } }));

describe('handleStripeNextAction: the bank check of a waiting renewal charge with Stripe', () => {
  beforeEach(() => {
    stripe.load.mockReset().mockResolvedValue({ handleNextAction: stripe.handleNextAction });
    stripe.handleNextAction.mockReset();
  });

  it('hands Stripe.js the client secret and reports the bank’s approval', async () => {
    stripe.handleNextAction.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    expect(await handleStripeNextAction('pi_1_secret_2')).toEqual({ ok: true });
    expect(stripe.load).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
  });

  it('turns a failed check into a message the customer can read', async () => {
    stripe.handleNextAction.mockResolvedValue({
      error: {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
    });
    const answer = await handleStripeNextAction('pi_1_secret_2');
    expect(!answer.ok && answer.error.kind).toBe('paymentInvalid');
    expect(!answer.ok && toUserMessage(answer.error).message).toContain(
      'unable to authenticate your payment method',
    );
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    stripe.load.mockResolvedValue(null);
    const answer = await handleStripeNextAction('pi_1_secret_2');
    expect(!answer.ok && answer.error.kind).toBe('client');
  });
});
