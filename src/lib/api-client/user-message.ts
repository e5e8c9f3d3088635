import type { ApiError, ApiErrorKind } from './errors';
import { MESSAGES } from './messages';

export interface UserMessage {
  title?: string;
  message: string;
}

const COPY: Partial<Record<ApiErrorKind, UserMessage>> = {
  network: { message: "We couldn't reach the shop. Please check your connection and try again." },
  invalidEmail: {
    message: 'That email address doesn’t look right. Please check it and try again.',
  },
  customerExists: { message: 'An account with this email already exists. Please log in instead.' },
  tooManyLogins: {
    message:
      'Too many failed login attempts. Please wait a few minutes and try again, or reset your password.',
  },
  addressError: { message: 'Please check the highlighted address fields.' },
  insufficientFunds: {
    message: 'Your card was declined for insufficient funds. Please try another card.',
  },
  unableToProcessOrder: {
    message: "We couldn't process your order. Please try again, or contact our Canine Care team.",
  },
  checkoutAddressError: {
    message: "We can't deliver to that address. Please check it, or try another one.",
  },
  passwordNotSet: { message: 'Please set a password for your account before placing your order.' },
  skipDeliveryError: {
    message:
      "We couldn't skip that delivery. It may already be on its way; please contact our Canine Care team.",
  },
  emailConflict: { message: 'Another account already uses this email address.' },
  conflict: {
    message: 'Someone else changed this at the same time. Please refresh the page and try again.',
  },
  stripeProvider: { title: MESSAGES.stripeProviderTitle, message: MESSAGES.stripeProviderMessage },
  paymentFieldsLoad: { message: MESSAGES.paymentFieldsLoad },
};

/**
 * The copy a screen shows for an error. Loads and submits that fail on the server side get the
 * spec's two 'Hmm.' messages; client errors show the server's own message when it has one.
 */
export function toUserMessage(
  error: ApiError,
  options: { action?: 'load' | 'submit' } = {},
): UserMessage {
  const generic = options.action === 'load' ? MESSAGES.refreshAndRetry : MESSAGES.submitAgain;
  if (error.kind === 'server') return { message: generic };
  if (error.kind === 'paymentInvalid')
    return {
      message:
        error.detail ||
        'Your payment details were not accepted. Please check them or try another card.',
    };
  if (error.kind === 'client') return { message: error.detail || generic };
  // A delivery day that filled up: the server's words name the next free day.
  if (
    (error.code === 'no_transit_option_found' || error.code === 'delivery_day_full') &&
    error.detail
  )
    return { message: error.detail };
  const addressMessage = error.kind === 'addressError' && error.nonFieldErrors[0];
  if (addressMessage) return { message: addressMessage };
  return COPY[error.kind] ?? { message: generic };
}
