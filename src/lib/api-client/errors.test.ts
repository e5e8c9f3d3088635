import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  authErrorFromQuery,
  CARD_ERROR_CODES,
  toApiError,
  type ApiCallContext,
  type ApiErrorKind,
} from './errors';
import { toUserMessage } from './user-message';

function httpError(status: number, data: unknown = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
}

describe('toApiError: the spec section 8 mapping', () => {
  it('no response is a network error', () => {
    const error = toApiError(
      new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {}),
    );
    expect(error.kind).toBe('network');
    expect(error.isRetryable).toBe(true);
  });

  it('the payment provider failing on its side is "a problem on Stripe’s end", not a server error', () => {
    for (const context of ['checkout', 'paymentMethods', 'other'] as ApiCallContext[]) {
      const error = toApiError(
        httpError(502, { code: 'payment_provider_error', detail: 'Stripe is down' }),
        context,
      );
      expect(error.kind).toBe('stripeProvider');
      expect(error.isRetryable).toBe(true);
      expect(toUserMessage(error)).toEqual({
        title: "There was a problem on Stripe's end",
        message:
          'You can retry submitting, try a new card, or contact our Canine Care team to complete your order.',
      });
    }
  });

  it.each([500, 502, 503])('status %i is a server error whatever the call', (status) => {
    for (const context of ['auth', 'checkout', 'address', 'other'] as ApiCallContext[]) {
      const error = toApiError(httpError(status, { detail: 'down' }), context);
      expect(error.kind).toBe('server');
      expect(error.isRetryable).toBe(true);
    }
  });

  const rows: Array<[string, ApiCallContext, number, unknown, ApiErrorKind]> = [
    ['auth 429', 'auth', 429, { detail: 'slow down' }, 'tooManyLogins'],
    ['auth CustomerExists', 'auth', 401, { error: 'CustomerExists' }, 'customerExists'],
    ['auth InvalidEmail', 'auth', 401, { error: 'InvalidEmail' }, 'invalidEmail'],
    [
      'auth TooManyFailedLoginAttempts',
      'auth',
      401,
      { error: 'TooManyFailedLoginAttempts' },
      'tooManyLogins',
    ],
    ['auth anything else', 'auth', 401, { error: 'CredentialsSignin' }, 'client'],
    [
      '400 on customer',
      'customer',
      400,
      { email: ['Enter a valid email address.'] },
      'invalidEmail',
    ],
    [
      '409 on customer about email',
      'customer',
      409,
      { detail: 'taken', code: 'email_conflict' },
      'emailConflict',
    ],
    ['409 on customer with an email field', 'customer', 409, { email: ['taken'] }, 'emailConflict'],
    [
      '409 on customer otherwise',
      'customer',
      409,
      { detail: 'changed', code: 'conflict' },
      'conflict',
    ],
    [
      '422 on payment methods',
      'paymentMethods',
      422,
      { detail: 'Card rejected.' },
      'paymentInvalid',
    ],
    ['402 anywhere', 'other', 402, { detail: 'Payment required.' }, 'paymentInvalid'],
    ['402 on checkout', 'checkout', 402, { detail: 'Payment required.' }, 'paymentInvalid'],
    [
      '400 on skip next delivery',
      'skipDelivery',
      400,
      { detail: 'Too late.' },
      'skipDeliveryError',
    ],
    ['400 on address', 'address', 400, { zip_code: ['Invalid zip.'] }, 'addressError'],
    ['other 4xx', 'other', 404, { detail: 'Not found.' }, 'client'],
    [
      '422 on payment methods is not a checkout code',
      'paymentMethods',
      422,
      { code: 'no_cart_found' },
      'paymentInvalid',
    ],
  ];
  it.each(rows)('%s → %s', (_name, context, status, body, kind) => {
    expect(toApiError(httpError(status, body), context).kind).toBe(kind);
  });

  it.each([
    ['invalid_payment_method', 'paymentInvalid'],
    ['payment_error', 'paymentInvalid'],
    ['failed_temporary_hold', 'insufficientFunds'],
    ['no_cart_found', 'unableToProcessOrder'],
    ['pet_in_cart_not_found', 'unableToProcessOrder'],
    ['bc_order_failed', 'unableToProcessOrder'],
    ['bc_order_status_error', 'unableToProcessOrder'],
    ['invalid_address', 'checkoutAddressError'],
    ['no_transit_option_found', 'checkoutAddressError'],
    ['CUSTOMER_PASSWORD_NOT_SET', 'passwordNotSet'],
  ])('422 on checkout with code %s → %s', (code, kind) => {
    const error = toApiError(httpError(422, { detail: 'Checkout failed.', code }), 'checkout');
    expect(error.kind).toBe(kind);
    expect(error.code).toBe(code);
    expect(error.isRetryable).toBe(false);
  });

  it('422 on checkout with an unknown code is a client error with the server message', () => {
    const error = toApiError(httpError(422, { detail: 'Odd.', code: 'mystery' }), 'checkout');
    expect(error.kind).toBe('client');
    expect(error.detail).toBe('Odd.');
  });

  it('payment invalid keeps the detail text', () => {
    expect(
      toApiError(httpError(422, { detail: 'Your card was declined.' }), 'paymentMethods').detail,
    ).toBe('Your card was declined.');
  });

  it('other 4xx carry the server message: detail, else the first field message', () => {
    expect(toApiError(httpError(400, { detail: 'Bad thing.' })).detail).toBe('Bad thing.');
    expect(
      toApiError(httpError(400, { quantity: ['Ensure this value is less than or equal to 6.'] }))
        .detail,
    ).toBe('Ensure this value is less than or equal to 6.');
  });

  it('other 400s keep their field messages under the API field names', () => {
    const error = toApiError(
      httpError(400, {
        new_password: ['This password is too common.'],
        non_field_errors: ['Try again.'],
      }),
    );
    expect(error.kind).toBe('client');
    expect(error.fieldErrors).toEqual({ new_password: ['This password is too common.'] });
    expect(error.nonFieldErrors).toEqual(['Try again.']);
    expect(toApiError(httpError(404, { detail: 'Gone.' })).fieldErrors).toEqual({});
  });

  it('address errors rename API fields to the form fields and keep non-field messages', () => {
    const error = toApiError(
      httpError(400, {
        address1: ['Required.'],
        address2: ['Too long.'],
        zip_code: ['Invalid zip.'],
        phone: ['A valid phone number is required.'],
        first_name: ['Required.'],
        last_name: ['Required.'],
        is_sms: ['Must be true or false.'],
        is_residential: ['Must be true or false.'],
        state: ['Not a supported state.'],
        city: ['Required.'],
        delivery_notes: ['Too long.'],
        non_field_errors: ['We could not verify this address.'],
      }),
      'address',
    );
    expect(error.kind).toBe('addressError');
    expect(error.fieldErrors).toEqual({
      address: ['Required.'],
      apt: ['Too long.'],
      zipCode: ['Invalid zip.'],
      phoneNumber: ['A valid phone number is required.'],
      firstName: ['Required.'],
      lastName: ['Required.'],
      smsUpdates: ['Must be true or false.'],
      residentialAddress: ['Must be true or false.'],
      state: ['Not a supported state.'],
      city: ['Required.'],
      deliveryNotes: ['Too long.'],
    });
    expect(error.nonFieldErrors).toEqual(['We could not verify this address.']);
  });

  it.each([...CARD_ERROR_CODES])('the card error %s is payment invalid', (code) => {
    const error = toApiError({
      type: 'card_error',
      code,
      message: 'Your card number is incomplete.',
    });
    expect(error.kind).toBe('paymentInvalid');
    expect(error.detail).toBe('Your card number is incomplete.');
  });

  it('an unknown thrown value is a client error, and an ApiError passes through', () => {
    expect(toApiError(new Error('weird')).kind).toBe('client');
    const original = new ApiError('conflict');
    expect(toApiError(original)).toBe(original);
  });
});

describe('authErrorFromQuery', () => {
  it.each([
    ['CustomerExists', 'customerExists'],
    ['InvalidEmail', 'invalidEmail'],
    ['TooManyFailedLoginAttempts', 'tooManyLogins'],
    ['Callback', 'client'],
  ])('%s → %s', (value, kind) => {
    expect(authErrorFromQuery(value)?.kind).toBe(kind);
  });

  it('no parameter, no error', () => {
    expect(authErrorFromQuery(undefined)).toBeNull();
    expect(authErrorFromQuery('')).toBeNull();
  });
});
