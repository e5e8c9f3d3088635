import type { AxiosError } from 'axios';
import {
  AUTH_ERRORS,
  isCheckoutErrorCode,
  PAYMENT_PROVIDER_ERROR,
  type AuthErrorCode,
  type CheckoutErrorCode,
  type ErrorCode,
} from '@/contracts/errors';
import { ownValue } from '@/domain/own-value';

/** Which call failed: the same status means different things on different calls (spec section 8). */
export type ApiCallContext =
  'auth' | 'address' | 'customer' | 'paymentMethods' | 'skipDelivery' | 'checkout' | 'other';

export type ApiErrorKind =
  | 'network'
  | 'server'
  | 'client'
  | 'invalidEmail'
  | 'customerExists'
  | 'tooManyLogins'
  | 'addressError'
  | 'paymentInvalid'
  | 'insufficientFunds'
  | 'unableToProcessOrder'
  | 'checkoutAddressError'
  | 'passwordNotSet'
  | 'skipDeliveryError'
  | 'conflict'
  | 'emailConflict'
  | 'stripeProvider'
  | 'paymentFieldsLoad';

export interface ApiErrorInit {
  status?: number;
  detail?: string;
  code?: string;
  fieldErrors?: Record<string, string[]>;
  nonFieldErrors?: string[];
  cause?: unknown;
}

export class ApiError extends Error {
  readonly status?: number;
  readonly detail?: string;
  readonly code?: string;
  readonly fieldErrors: Record<string, string[]>;
  readonly nonFieldErrors: string[];

  constructor(
    readonly kind: ApiErrorKind,
    init: ApiErrorInit = {},
  ) {
    super(init.detail ?? kind, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.detail = init.detail;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.nonFieldErrors = init.nonFieldErrors ?? [];
  }

  /** Worth trying again as is: the network or the server failed, not the request. */
  get isRetryable(): boolean {
    return this.kind === 'network' || this.kind === 'server' || this.kind === 'stripeProvider';
  }
}

/** API address field → address form field (spec section 8). */
export const ADDRESS_FIELDS: Record<string, string> = {
  address1: 'address',
  address2: 'apt',
  zip_code: 'zipCode',
  phone: 'phoneNumber',
  first_name: 'firstName',
  last_name: 'lastName',
  is_sms: 'smsUpdates',
  is_residential: 'residentialAddress',
  state: 'state',
  city: 'city',
};

const camelCase = (field: string) =>
  field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** What each of the spec's checkout codes means to the customer (a missing code does not compile). */
const CHECKOUT_KINDS: Record<CheckoutErrorCode, ApiErrorKind> = {
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

const EMAIL_CONFLICT: ErrorCode = 'email_conflict';

export const CARD_ERROR_CODES = new Set([
  'invalid_expiry_year_past',
  'invalid_number',
  'incomplete_cvc',
  'incorrect_cvc',
  'invalid_cvc',
  'incomplete_number',
  'incorrect_number',
  'incomplete_expiry',
  'card_declined',
  'api_connection_error',
  'expired_card',
  'processing_error',
  // Stripe.js's answer when the bank's 3-D Secure check fails: the card, not our request.
  'payment_intent_authentication_failure',
]);

const AUTH_QUERY_ERRORS: Record<AuthErrorCode, ApiErrorKind> = {
  [AUTH_ERRORS.customerExists]: 'customerExists',
  [AUTH_ERRORS.invalidEmail]: 'invalidEmail',
  [AUTH_ERRORS.tooManyLogins]: 'tooManyLogins',
};

/** The NextAuth `error` query parameter of the login page as an ApiError (null when absent). */
export function authErrorFromQuery(value: string | string[] | undefined | null): ApiError | null {
  const code = Array.isArray(value) ? value[0] : value;
  if (!code) return null;
  const kind = (AUTH_QUERY_ERRORS as Partial<Record<string, ApiErrorKind>>)[code];
  return new ApiError(kind ?? 'client', { code });
}

type Body = Record<string, unknown> | undefined;

function asBody(data: unknown): Body {
  // A call that reads its answer as text (a CSV download) gets a refusal's JSON body as text.
  if (typeof data === 'string' && data.startsWith('{')) {
    try {
      return asBody(JSON.parse(data));
    } catch {
      return undefined;
    }
  }
  return data && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : undefined;
}

function messagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** A DRF body's own message: `detail`, else the first field message. */
function serverMessage(body: Body): string | undefined {
  if (!body) return undefined;
  if (typeof body.detail === 'string') return body.detail;
  for (const value of Object.values(body)) {
    const [first] = messagesOf(value);
    if (first) return first;
  }
  return undefined;
}

function fieldErrorsOf(
  body: Body,
  rename: (field: string) => string,
): { fields: Record<string, string[]>; nonField: string[] } {
  const fields: Record<string, string[]> = {};
  let nonField: string[] = [];
  for (const [key, value] of Object.entries(body ?? {})) {
    if (key === 'non_field_errors') nonField = messagesOf(value);
    else if (key !== 'detail' && key !== 'code') {
      const messages = messagesOf(value);
      if (messages.length) fields[rename(key)] = messages;
    }
  }
  return { fields, nonField };
}

function fromCardError(error: unknown): ApiError | null {
  const { code, message, type } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    type?: unknown;
  };
  if (typeof code !== 'string' || !CARD_ERROR_CODES.has(code)) return null;
  if (
    type !== undefined &&
    type !== 'card_error' &&
    type !== 'validation_error' &&
    type !== 'api_connection_error'
  ) {
    return null;
  }
  return new ApiError('paymentInvalid', {
    code,
    detail: typeof message === 'string' ? message : undefined,
    cause: error,
  });
}

/**
 * The kind a coded answer names. Codes come from the contract the server throws them from; the
 * call still matters where the spec scopes a code to one call (checkout's codes, the customer's
 * email conflict).
 */
function kindOfCode(code: string | undefined, context: ApiCallContext): ApiErrorKind | undefined {
  if (context === 'checkout' && isCheckoutErrorCode(code)) return CHECKOUT_KINDS[code];
  if (context === 'customer' && code === EMAIL_CONFLICT) return 'emailConflict';
  return undefined;
}

function fromResponse(
  status: number,
  body: Body,
  context: ApiCallContext,
  cause: unknown,
): ApiError {
  const base = {
    status,
    detail: serverMessage(body),
    code: typeof body?.code === 'string' ? body.code : undefined,
    cause,
  };
  // The payment provider's own failure (a 502 naming it) has the spec's words of its own.
  if (base.code === PAYMENT_PROVIDER_ERROR) return new ApiError('stripeProvider', base);
  if (status >= 500) return new ApiError('server', base);
  if (context === 'auth') {
    if (status === 429) return new ApiError('tooManyLogins', base);
    const queryError = authErrorFromQuery(typeof body?.error === 'string' ? body.error : undefined);
    return queryError
      ? new ApiError(queryError.kind, { ...base, code: queryError.code })
      : new ApiError('client', base);
  }
  const coded = kindOfCode(base.code, context);
  if (coded) return new ApiError(coded, base);
  // A refused card answers 402 with the payment provider's own code, so the status decides.
  if (status === 402) return new ApiError('paymentInvalid', base);
  // Validation refusals carry field messages and no code: the call says what they are about.
  if (context === 'address' && status === 400) {
    const { fields, nonField } = fieldErrorsOf(
      body,
      (field) => ownValue(ADDRESS_FIELDS, field) ?? camelCase(field),
    );
    return new ApiError('addressError', { ...base, fieldErrors: fields, nonFieldErrors: nonField });
  }
  if (context === 'customer' && status === 400) {
    const { fields, nonField } = fieldErrorsOf(body, camelCase);
    return new ApiError('invalidEmail', { ...base, fieldErrors: fields, nonFieldErrors: nonField });
  }
  // A DRF-style body may name the field instead of giving our code.
  if (context === 'customer' && status === 409)
    return new ApiError(body?.email !== undefined ? 'emailConflict' : 'conflict', base);
  if (context === 'paymentMethods' && status === 422) return new ApiError('paymentInvalid', base);
  if (context === 'skipDelivery' && status === 400) return new ApiError('skipDeliveryError', base);
  if (status === 409) return new ApiError('conflict', base);
  if (status === 400) {
    // Any other validation refusal keeps its field messages under the API's own field names.
    const { fields, nonField } = fieldErrorsOf(body, (field) => field);
    return new ApiError('client', { ...base, fieldErrors: fields, nonFieldErrors: nonField });
  }
  return new ApiError('client', base);
}

/** Turns any failure of a call into one ApiError: screens never look at status codes themselves. */
export function toApiError(error: unknown, context: ApiCallContext = 'other'): ApiError {
  if (error instanceof ApiError) return error;
  // Duck-typed so this module (used by light pages for messages) never pulls axios into a bundle.
  if ((error as { isAxiosError?: boolean } | null)?.isAxiosError) {
    const axiosError = error as AxiosError;
    if (!axiosError.response)
      return new ApiError('network', { detail: axiosError.message, cause: error });
    return fromResponse(
      axiosError.response.status,
      asBody(axiosError.response.data),
      context,
      error,
    );
  }
  const card = fromCardError(error);
  if (card) return card;
  return new ApiError('client', {
    detail: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}
