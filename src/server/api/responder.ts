import type { ServerResponse } from 'node:http';
import { DomainError, ValidationError, type ErrorCode } from '@/server/errors';
import { reportError } from '@/server/monitoring/report-error';
import { isDatabaseUnavailable } from './database-errors';
import { ERROR_STATUSES } from './error-statuses';
import { ownValue } from '@/domain/own-value';

export interface Problem {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

function problemOf(code: ErrorCode, detail?: string): Problem {
  const entry = ownValue(ERROR_STATUSES, code) ?? ERROR_STATUSES.server_error;
  return {
    status: entry.status,
    body: { detail: detail ?? entry.detail ?? code, code },
    headers: { ...entry.headers },
  };
}

function fromDomainError(error: DomainError): Problem {
  const problem = problemOf(error.code, error.detail);
  if (error.extra) problem.body = { ...error.extra, ...problem.body };
  if (error.providerCode) problem.body.code = error.providerCode;
  if (error.allowedMethods) problem.headers.Allow = error.allowedMethods.join(', ');
  if (error.retryAfterSeconds !== undefined)
    problem.headers['Retry-After'] = String(error.retryAfterSeconds);
  return problem;
}

/** Maps anything thrown by a handler to the response the client sees. Unknown errors are reported. */
export function problemFrom(error: unknown, context: Record<string, unknown> = {}): Problem {
  if (error instanceof ValidationError)
    return { status: 400, body: { ...error.fields }, headers: {} };
  if (error instanceof DomainError) return fromDomainError(error);
  if (isDatabaseUnavailable(error)) {
    reportError(error, { ...context, kind: 'database_unavailable' });
    return problemOf('service_unavailable');
  }
  reportError(error, context);
  return problemOf('server_error');
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(status === 204 ? undefined : JSON.stringify(body));
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  contentType: string,
): void {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/**
 * What a report says about the request: its id (X-Request-Id, set on the answer by the HTTP
 * observer) to find its log line, and the URL without its query, which may carry a token.
 */
function requestContext(res: ServerResponse, context: Record<string, unknown>) {
  const requestId = res.getHeader('x-request-id');
  return {
    ...context,
    ...(typeof context.url === 'string' ? { url: context.url.split('?')[0] } : {}),
    ...(typeof requestId === 'string' ? { req_id: requestId } : {}),
  };
}

export function sendProblem(
  res: ServerResponse,
  error: unknown,
  context: Record<string, unknown> = {},
): void {
  const problem = problemFrom(error, requestContext(res, context));
  sendJson(res, problem.status, problem.body, problem.headers);
}
