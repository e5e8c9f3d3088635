import { PROVIDER_FAILURE_MESSAGE, type ErrorCode } from '@/contracts/errors';

interface StatusOf {
  status: number;
  /** Said when the thrower gave no detail of its own (DRF's standard wording). */
  detail?: string;
  headers?: Record<string, string>;
}

/**
 * The one place a domain error becomes HTTP: each code's status (spec section 8's catalogue and
 * Django REST framework's conventions). A code missing here does not compile.
 */
export const ERROR_STATUSES: Record<ErrorCode, StatusOf> = {
  bad_request: { status: 400 },
  parse_error: { status: 400 },
  invalid_date: { status: 400 },
  invalid_page: { status: 400 },
  invalid_state: { status: 400 },
  invalid_job_id: { status: 400 },
  invalid_signature: { status: 400 },
  subscription_cancelled: { status: 400 },
  subscription_not_active: { status: 400 },
  too_late_to_change: { status: 400 },
  not_a_delivery_day: { status: 400 },
  date_out_of_range: { status: 400 },
  skip_link_invalid: { status: 400 },
  skip_link_expired: { status: 400 },
  invalid_photo: { status: 400 },

  not_authenticated: {
    status: 401,
    detail: 'Authentication credentials were not provided.',
    headers: { 'WWW-Authenticate': 'Bearer realm="api"' },
  },
  token_not_valid: {
    status: 401,
    detail: 'Given token not valid for any token type',
    headers: { 'WWW-Authenticate': 'Bearer realm="api"' },
  },

  payment_required: { status: 402 },
  payment_declined: { status: 402, detail: 'Your card was declined.' },

  permission_denied: {
    status: 403,
    detail: 'You do not have permission to perform this action.',
  },
  totp_required: { status: 403, detail: 'Set up two-step sign-in before using the console.' },
  step_up_required: {
    status: 403,
    detail: 'Enter the current code from your authenticator app to confirm this.',
  },
  step_up_invalid: {
    status: 403,
    detail: 'That code is not right or was already used. Enter the current code from your app.',
  },
  step_up_throttled: { status: 429, detail: 'Too many wrong codes. Try again in 15 minutes.' },

  not_found: { status: 404, detail: 'Not found.' },
  method_not_allowed: { status: 405 },

  conflict: { status: 409 },
  delivery_day_full: { status: 409 },
  email_conflict: { status: 409 },
  password_already_set: { status: 409 },
  check_in_too_late: { status: 409 },
  pet_has_subscription: { status: 409 },
  offer_changed: { status: 409 },
  pending_boxes: { status: 409 },
  skip_link_used: { status: 409 },
  skip_link_box_changed: { status: 409 },
  staff_exists: { status: 409 },
  staff_inactive: { status: 409 },
  own_account: { status: 409 },
  totp_enabled: { status: 409 },
  totp_not_started: { status: 409 },
  offer_exists: { status: 409 },
  offer_in_use: { status: 409 },
  // A price change needs its notice period: the request is well formed, the date is not allowed.
  price_change_too_soon: { status: 422 },
  price_change_unconfirmed: { status: 409 },
  price_change_in_force: { status: 409 },
  payment_provider_conflict: { status: 409 },
  payment_intent_unexpected_state: { status: 409 },
  setup_intent_unexpected_state: { status: 409 },
  idempotency_conflict: { status: 409 },
  idempotency_key_reused: { status: 409 },
  not_failed: { status: 409 },
  retry_running: { status: 409 },
  out_of_attempts: { status: 409 },
  not_shipped: { status: 409 },
  already_delivered: { status: 409 },
  order_not_editable: { status: 409 },
  plan_changed: { status: 409 },
  already_ordered: { status: 409 },
  not_packable: { status: 409 },
  already_claimed: { status: 409 },
  claim_already_decided: { status: 409 },
  claim_order_refunded: { status: 409 },
  box_on_hold: { status: 409 },

  payload_too_large: { status: 413 },
  throttled: { status: 429, detail: 'Request was throttled.' },
  unsupported_media_type: { status: 415 },

  invalid_payment_method: { status: 422 },
  payment_error: { status: 422 },
  failed_temporary_hold: { status: 422 },
  no_cart_found: { status: 422 },
  pet_in_cart_not_found: { status: 422 },
  bc_order_failed: { status: 422 },
  bc_order_status_error: { status: 422 },
  invalid_address: { status: 422 },
  no_transit_option_found: { status: 422 },
  date_in_past: { status: 422 },
  CUSTOMER_PASSWORD_NOT_SET: { status: 422 },
  card_not_saved: { status: 422 },
  default_card_in_use: { status: 422 },
  not_refundable: { status: 422 },
  refund_exceeds_captured: { status: 422 },
  refund_refused: { status: 422 },
  credit_limit_reached: { status: 422 },
  too_many_boxes: { status: 422 },
  claim_not_open: { status: 422 },
  claim_not_arrived: { status: 422 },
  claim_too_old: { status: 422 },

  server_error: { status: 500, detail: 'A server error occurred.' },
  // The provider failed, not the caller nor the card: a gateway's failure, said in the spec's words.
  payment_provider_error: { status: 502, detail: PROVIDER_FAILURE_MESSAGE },
  service_unavailable: {
    status: 503,
    detail: 'The service is temporarily unavailable. Please try again shortly.',
    headers: { 'Retry-After': '30' },
  },
};
