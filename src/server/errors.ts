import type { ErrorCode, FieldErrors } from '@/contracts/errors';

export type { ErrorCode, FieldErrors } from '@/contracts/errors';

interface DomainErrorOptions {
  /**
   * The payment provider's own code (`card_declined`, `expired_card`...), answered in place of
   * ours so the browser can word a refused card the way the provider's card form does.
   */
  providerCode?: string;
  /** For `method_not_allowed`: the methods the route does answer. */
  allowedMethods?: readonly string[];
  /** More for the caller to act on, beside `detail` and `code` (e.g. the next free day). */
  extra?: Record<string, unknown>;
  /** For `throttled`: seconds until the caller may try again (the answer's Retry-After). */
  retryAfterSeconds?: number;
}

/**
 * A rule of the shop refused the request. Services say which rule (a code from the contract)
 * and, where it helps the customer, how to put it right; the API's responder alone decides
 * which HTTP status that is.
 */
export class DomainError extends Error {
  readonly providerCode?: string;
  readonly allowedMethods?: readonly string[];
  readonly extra?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    options: DomainErrorOptions = {},
  ) {
    super(detail ?? code);
    this.name = 'DomainError';
    this.providerCode = options.providerCode;
    this.allowedMethods = options.allowedMethods;
    this.extra = options.extra;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Input refused field by field: the caller gets every message at once, under the API's names. */
export class ValidationError extends Error {
  constructor(readonly fields: FieldErrors) {
    super('Invalid input.');
    this.name = 'ValidationError';
  }
}
