import type { PaymentError } from '../types';
import { clockNow } from '@/server/clock';

/**
 * Stripe's documented test payment methods (https://docs.stripe.com/testing#cards) and what each
 * does in the offline provider, as it does in Stripe's test mode.
 */
export interface CardBehaviour {
  /** Every charge and every setup with this card is refused with this error. */
  decline?: PaymentError;
  /** The bank asks for 3-D Secure on every on-session confirm; off-session charges fail. */
  authenticate?: boolean;
}

export interface TestCard extends CardBehaviour {
  brand: string;
  last4: string;
}

const refusal = (code: string, message: string, declineCode?: string): PaymentError => ({
  code,
  ...(declineCode ? { decline_code: declineCode } : {}),
  message,
});

export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    decline: refusal('card_declined', 'Your card was declined.', 'generic_decline'),
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    decline: refusal('card_declined', 'Your card has insufficient funds.', 'insufficient_funds'),
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    decline: refusal('expired_card', 'Your card has expired.'),
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    decline: refusal('incorrect_cvc', "Your card's security code is incorrect."),
  },
  pm_card_chargeDeclinedProcessingError: {
    brand: 'visa',
    last4: '0119',
    decline: refusal(
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ),
  },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', authenticate: true },
};

export function findTestCard(paymentMethod: string): TestCard | null {
  return Object.hasOwn(TEST_CARDS, paymentMethod) ? TEST_CARDS[paymentMethod]! : null;
}

/** Test cards never expire: December of the year after next, as seen at `now`. */
export function testCardExpiry(now = clockNow()): { exp_month: number; exp_year: number } {
  return { exp_month: 12, exp_year: now.getUTCFullYear() + 2 };
}

export const AUTHENTICATION_REQUIRED: PaymentError = refusal(
  'authentication_required',
  'Your card was declined. This transaction requires authentication.',
  'authentication_required',
);

export const AUTHENTICATION_FAILED: PaymentError = refusal(
  'payment_intent_authentication_failure',
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
);
