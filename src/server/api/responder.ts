import type { ServerResponse } from 'node:http';
import { reportError } from '@/server/monitoring/report-error';
import { isDatabaseUnavailable } from './database-errors';
import { ApiProblem, ServiceUnavailableError } from './errors';

export interface Problem {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

const SERVER_ERROR = { detail: 'A server error occurred.', code: 'server_error' };

/** Maps anything thrown by a handler to the response the client sees. Unknown errors are reported. */
export function problemFrom(error: unknown, context: Record<string, unknown> = {}): Problem {
  if (error instanceof ApiProblem)
    return { status: error.status, body: error.body(), headers: error.headers };
  if (isDatabaseUnavailable(error)) {
    const unavailable = new ServiceUnavailableError();
    reportError(error, { ...context, kind: 'database_unavailable' });
    return { status: 503, body: unavailable.body(), headers: unavailable.headers };
  }
  reportError(error, context);
  return { status: 500, body: SERVER_ERROR, headers: {} };
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

export function sendProblem(
  res: ServerResponse,
  error: unknown,
  context: Record<string, unknown> = {},
): void {
  const problem = problemFrom(error, context);
  sendJson(res, problem.status, problem.body, problem.headers);
}
