/**
 * Every error code the API answers with, defined once: services throw them, the server's
 * responder maps each to its status (src/server/api/error-statuses.ts), and the browser's error
 * model reads them (src/lib/api-client/errors.ts). A body is `{ detail, code }`; validation
 * refusals are a field map instead and carry no code (Django REST framework's shape).
 */

/** The spec's checkout codes (section 8): a 422 from checkout carries one of these. */
export const CHECKOUT_ERROR_CODES = [
  'invalid_payment_method',
  'payment_error',
  'failed_temporary_hold',
  'no_cart_found',
  'pet_in_cart_not_found',
  'bc_order_failed',
  'bc_order_status_error',
  'invalid_address',
  'no_transit_option_found',
  'CUSTOMER_PASSWORD_NOT_SET',
] as const;

export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

export const ERROR_CODES = [
  ...CHECKOUT_ERROR_CODES,
  // The request itself
  'bad_request',
  'parse_error',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'invalid_date',
  'invalid_page',
  'invalid_state',
  'invalid_job_id',
  'invalid_signature',
  // Who is asking
  'not_authenticated',
  'token_not_valid',
  'permission_denied',
  /** Too many failed attempts from this address (a bearer token guessed at): wait Retry-After. */
  'throttled',
  'totp_required',
  'not_found',
  // Plans and their boxes
  'subscription_cancelled',
  'subscription_not_active',
  'too_late_to_change',
  'not_a_delivery_day',
  'date_out_of_range',
  /** A full delivery day (kitchen capacity): the answer names the next free day. */
  'delivery_day_full',
  /** A setting for a day already gone (kitchen capacity). */
  'date_in_past',
  'check_in_too_late',
  'pet_has_subscription',
  'offer_changed',
  'skip_link_invalid',
  'skip_link_expired',
  'skip_link_used',
  'skip_link_box_changed',
  // Accounts and staff
  'conflict',
  'email_conflict',
  'password_already_set',
  'staff_exists',
  'staff_inactive',
  'own_account',
  'totp_enabled',
  'totp_not_started',
  /** A sensitive console action (an export, an account deletion) needs a fresh authenticator code. */
  'step_up_required',
  'step_up_invalid',
  'step_up_throttled',
  'offer_exists',
  'offer_in_use',
  'price_change_too_soon',
  /** A price outside the sane band of today's (price-band.ts) sent without its confirmation. */
  'price_change_unconfirmed',
  'price_change_in_force',
  // Payments, renewals and refunds
  'payment_required',
  'payment_declined',
  'payment_provider_conflict',
  /** The payment provider itself failed (an outage, a 5xx, no answer): not the card. */
  'payment_provider_error',
  'card_not_saved',
  'payment_intent_unexpected_state',
  'setup_intent_unexpected_state',
  'default_card_in_use',
  'idempotency_conflict',
  'idempotency_key_reused',
  'not_failed',
  'retry_running',
  'out_of_attempts',
  /** Mark delivered: the order has no shipped box, or every one has arrived or come back. */
  'not_shipped',
  'already_delivered',
  /** An order packed, shipped, held, cancelled or refunded is no longer edited. */
  'order_not_editable',
  /** Charge now: the plan's next box moved meanwhile, or its order is already made. */
  'plan_changed',
  'already_ordered',
  'not_packable',
  'not_refundable',
  'refund_exceeds_captured',
  'refund_refused',
  'credit_limit_reached',
  /** Deleting an account with paid boxes not shipped yet: ship them or refund them first. */
  'pending_boxes',
  // Bulk actions over a whole date or file
  'too_many_boxes',
  // Box claims
  'invalid_photo',
  'already_claimed',
  'claim_already_decided',
  'claim_order_refunded',
  'box_on_hold',
  'claim_not_open',
  'claim_not_arrived',
  'claim_too_old',
  // Ours, not the caller's
  'service_unavailable',
  'server_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const PAYMENT_PROVIDER_ERROR: ErrorCode = 'payment_provider_error';

/** The spec's provider-failure text (section 8), said by the API and shown by the pages. */
export const PROVIDER_FAILURE_TITLE = "There was a problem on Stripe's end";
export const PROVIDER_FAILURE_MESSAGE =
  'You can retry submitting, try a new card, or contact our Canine Care team to complete your order.';

const checkoutCodes: ReadonlySet<string> = new Set(CHECKOUT_ERROR_CODES);

export function isCheckoutErrorCode(code: unknown): code is CheckoutErrorCode {
  return typeof code === 'string' && checkoutCodes.has(code);
}

/**
 * NextAuth's `error` parameter after a refused sign-in (spec section 8): the login page reads
 * these, the sign-in service throws them.
 */
export const AUTH_ERRORS = {
  customerExists: 'CustomerExists',
  invalidEmail: 'InvalidEmail',
  tooManyLogins: 'TooManyFailedLoginAttempts',
} as const;

export type AuthErrorCode = (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS];

/** A validation refusal's body: API field name (or `non_field_errors`) → messages. */
export type FieldErrors = Record<string, string[]>;
