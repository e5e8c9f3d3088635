/**
 * Errors a service may throw. The responder turns each into its status and body; anything else
 * is a 500. Bodies follow the API's Django REST framework conventions: `{ detail, code }`, or a
 * field map `{ "<field>": ["message"], "non_field_errors": ["message"] }` for validation.
 */
export type FieldErrors = Record<string, string[]>;

export abstract class ApiProblem extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  readonly headers: Record<string, string> = {};

  body(): Record<string, unknown> {
    return { detail: this.message, code: this.code };
  }
}

export class ValidationError extends ApiProblem {
  readonly status = 400;
  readonly code = 'invalid';
  constructor(readonly fields: FieldErrors) {
    super('Invalid input.');
  }
  override body() {
    return { ...this.fields };
  }
}

export class BadRequestError extends ApiProblem {
  readonly status = 400;
  constructor(
    message: string,
    readonly code = 'bad_request',
  ) {
    super(message);
  }
}

export class AuthenticationError extends ApiProblem {
  readonly status = 401;
  override readonly headers = { 'WWW-Authenticate': 'Bearer realm="api"' };
  constructor(
    message = 'Authentication credentials were not provided.',
    readonly code: 'not_authenticated' | 'token_not_valid' = 'not_authenticated',
  ) {
    super(message);
  }
}

export class PaymentRequiredError extends ApiProblem {
  readonly status = 402;
  constructor(
    message: string,
    readonly code = 'payment_required',
  ) {
    super(message);
  }
}

export class PermissionDeniedError extends ApiProblem {
  readonly status = 403;
  readonly code = 'permission_denied';
  constructor(message = 'You do not have permission to perform this action.') {
    super(message);
  }
}

export class NotFoundError extends ApiProblem {
  readonly status = 404;
  readonly code = 'not_found';
  constructor(message = 'Not found.') {
    super(message);
  }
}

export class MethodNotAllowedError extends ApiProblem {
  readonly status = 405;
  readonly code = 'method_not_allowed';
  constructor(method: string, allowed: string[]) {
    super(`Method "${method}" not allowed.`);
    this.headers.Allow = allowed.join(', ');
  }
}

export class ConflictError extends ApiProblem {
  readonly status = 409;
  constructor(
    message: string,
    readonly code = 'conflict',
  ) {
    super(message);
  }
}

export class PayloadTooLargeError extends ApiProblem {
  readonly status = 413;
  readonly code = 'payload_too_large';
  constructor(limitBytes: number) {
    super(`Request body is larger than the ${Math.round(limitBytes / 1024)} KB limit.`);
  }
}

export class UnsupportedMediaTypeError extends ApiProblem {
  readonly status = 415;
  readonly code = 'unsupported_media_type';
  constructor(contentType: string) {
    super(`Unsupported media type "${contentType}" in request.`);
  }
}

/** 422 with one of the spec's checkout or payment codes (section 8). */
export class UnprocessableError extends ApiProblem {
  readonly status = 422;
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export class TooManyRequestsError extends ApiProblem {
  readonly status = 429;
  constructor(
    message: string,
    readonly code = 'throttled',
    retryAfterSeconds?: number,
  ) {
    super(message);
    if (retryAfterSeconds) this.headers['Retry-After'] = String(Math.ceil(retryAfterSeconds));
  }
}

export class ServiceUnavailableError extends ApiProblem {
  readonly status = 503;
  readonly code = 'service_unavailable';
  override readonly headers = { 'Retry-After': '30' };
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.') {
    super(message);
  }
}
