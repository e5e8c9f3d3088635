import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_ERROR_CODES, type ErrorCode } from '@/contracts/errors';
import { toApiError, type ApiCallContext, type ApiErrorKind } from '@/lib/api-client/errors';
import { problemFrom } from '@/server/api';
import { DomainError, ValidationError } from '@/server/errors';

/** What the browser makes of the server's own answer to an error, as axios hands it over. */
function browserSees(error: unknown, context: ApiCallContext) {
  const problem = problemFrom(error);
  const config = { headers: new AxiosHeaders() };
  const response = {
    status: problem.status,
    data: JSON.parse(JSON.stringify(problem.body)) as unknown,
    statusText: '',
    headers: problem.headers,
    config,
  } as AxiosResponse;
  return toApiError(new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response), context);
}

describe('one error code from the service to the screen', () => {
  const checkoutKinds: Record<(typeof CHECKOUT_ERROR_CODES)[number], ApiErrorKind> = {
    invalid_payment_method: 'paymentInvalid',
    payment_error: 'paymentInvalid',
    failed_temporary_hold: 'insufficientFunds',
    no_cart_found: 'unableToProcessOrder',
    pet_in_cart_not_found: 'unableToProcessOrder',
    bc_order_failed: 'unableToProcessOrder',
    bc_order_status_error: 'unableToProcessOrder',
    invalid_address: 'checkoutAddressError',
    no_transit_option_found: 'checkoutAddressError',
    CUSTOMER_PASSWORD_NOT_SET: 'passwordNotSet',
  };

  it.each(CHECKOUT_ERROR_CODES.map((code) => [code, checkoutKinds[code]] as const))(
    'checkout refusing with %s reads as %s',
    (code, kind) => {
      const seen = browserSees(new DomainError(code, 'Checkout said no.'), 'checkout');
      expect(seen).toMatchObject({ kind, status: 422, code, detail: 'Checkout said no.' });
    },
  );

  it.each([
    [new DomainError('email_conflict', 'Taken.'), 'customer', 'emailConflict'],
    [new DomainError('conflict', 'Changed.'), 'customer', 'conflict'],
    [new ValidationError({ email: ['Enter a valid email address.'] }), 'customer', 'invalidEmail'],
    [new ValidationError({ zip_code: ['Enter a ZIP code.'] }), 'address', 'addressError'],
    [new DomainError('too_late_to_change', 'Too late.'), 'skipDelivery', 'skipDeliveryError'],
    [new DomainError('default_card_in_use', 'In use.'), 'paymentMethods', 'paymentInvalid'],
    [
      new DomainError('payment_declined', 'Declined.', { providerCode: 'card_declined' }),
      'other',
      'paymentInvalid',
    ],
    [new DomainError('not_found'), 'other', 'client'],
    [new Error('boom'), 'other', 'server'],
  ] as [unknown, ApiCallContext, ApiErrorKind][])(
    '%s on a %s call reads as %s',
    (error, context, kind) => {
      expect(browserSees(error, context).kind).toBe(kind);
    },
  );

  it('keeps address field messages under the form names', () => {
    const seen = browserSees(new ValidationError({ zip_code: ['Enter a ZIP code.'] }), 'address');
    expect(seen.fieldErrors).toEqual({ zipCode: ['Enter a ZIP code.'] });
  });

  it('a checkout code outside checkout is only a client error', () => {
    const code: ErrorCode = 'invalid_address';
    expect(browserSees(new DomainError(code, 'No.'), 'other').kind).toBe('client');
  });
});
