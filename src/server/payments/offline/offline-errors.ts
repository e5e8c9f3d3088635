import { PaymentProviderError } from '../types';

/** Stripe's wording for an id it does not know, e.g. "No such payment_intent: 'pi_…'". */
export function noSuch(label: string, id: string): PaymentProviderError {
  return new PaymentProviderError(
    `No such ${label}: '${id}'`,
    'resource_missing',
    undefined,
    'invalid_request',
  );
}

export function unexpectedState(
  object: 'PaymentIntent' | 'SetupIntent',
  action: string,
  status: string,
): PaymentProviderError {
  const code =
    object === 'PaymentIntent'
      ? 'payment_intent_unexpected_state'
      : 'setup_intent_unexpected_state';
  return new PaymentProviderError(
    `You cannot ${action} this ${object} because it has a status of ${status}.`,
    code,
    undefined,
    'invalid_request',
  );
}

export function invalidRequest(code: string, message: string): PaymentProviderError {
  return new PaymentProviderError(message, code, undefined, 'invalid_request');
}

/** Stripe's smallest USD charge is $0.50. */
export const MINIMUM_AMOUNT = 50;

export function assertAmount(amount: number): void {
  if (!Number.isInteger(amount))
    throw invalidRequest('parameter_invalid_integer', 'Invalid integer: amount');
  if (amount < MINIMUM_AMOUNT)
    throw invalidRequest('amount_too_small', 'Amount must be at least $0.50 usd');
}
