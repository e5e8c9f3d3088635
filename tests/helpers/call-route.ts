import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, beforeAll } from 'vitest';
import { observeHttp } from '@/server/observability/http-observer';

const PARAMS_HEADER = 'x-test-route-params';

type RouteHandler = (req: NextApiRequest, res: NextApiResponse) => unknown;

export interface RouteCall {
  method?: string;
  /** Path and query as the client sends them, e.g. '/api/v3/customers/4/?include=is_sms'. */
  url?: string;
  /** Dynamic route parameters, as Next would put them in req.query. */
  params?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  token?: string;
  /** An object is sent as JSON; a string or Buffer is sent as is. */
  body?: unknown;
  /** 'manual' to see a redirect instead of following it (fetch follows by default). */
  redirect?: RequestRedirect;
}

export interface RouteResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  json: T;
  text: string;
}

/** The response helpers Next adds to API routes (status, json, send, redirect). */
function addNextResponseHelpers(res: ServerResponse): void {
  const helpers = {
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    json(body: unknown) {
      if (!res.getHeader('content-type'))
        res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(body));
      return res;
    },
    send(body: unknown) {
      if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body))
        return helpers.json(body);
      res.end(body as string | Buffer | undefined);
      return res;
    },
    redirect(statusOrUrl: number | string, url?: string) {
      res.statusCode = typeof statusOrUrl === 'number' ? statusOrUrl : 307;
      res.setHeader('location', typeof statusOrUrl === 'string' ? statusOrUrl : (url ?? '/'));
      res.end();
      return res;
    },
  };
  Object.assign(res, helpers);
}

class InvalidJson extends Error {}

async function parseBodyLikeNext(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw));
  if (type.includes('application/json') && raw) {
    try {
      return JSON.parse(raw);
    } catch {
      // Next answers a body it cannot parse itself, before the route runs.
      throw new InvalidJson();
    }
  }
  return raw;
}

/**
 * Serves one real route module over real HTTP on 127.0.0.1 for the current test file, the way
 * Next would call it: req.query holds the search params merged with the route params, req.cookies
 * the parsed Cookie header, and res has Next's status/json/send/redirect helpers.
 * `parseBody` mimics Next's default body parser (JSON and form bodies become req.body), for
 * routes such as NextAuth's that keep it on; /api/v3 routes read their own bodies. `observe`
 * puts the web server's HTTP observer in front (request id, log line, request metrics).
 */
export function useRoute(
  route: RouteHandler,
  options: { parseBody?: boolean; observe?: boolean } = {},
) {
  let server: Server;
  let baseUrl = '';

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      // As the web server does for every request: a request id, a log line and request metrics.
      if (options.observe) observeHttp(req, res, { trustProxy: false });
      const url = new URL(req.url ?? '/', 'http://localhost');
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(key);
        query[key] = values.length > 1 ? values : values[0]!;
      }
      // Route params travel in a test-only header so concurrent calls cannot mix them up.
      const params = JSON.parse(String(req.headers[PARAMS_HEADER] ?? '{}')) as Record<
        string,
        string | string[]
      >;
      delete req.headers[PARAMS_HEADER];
      const cookies = Object.fromEntries(
        String(req.headers.cookie ?? '')
          .split(';')
          .map((pair) => pair.trim().split('='))
          .filter(([name]) => name)
          .map(([name, ...value]) => [name, decodeURIComponent(value.join('='))]),
      );
      Object.assign(req, { query: { ...query, ...params }, cookies });
      addNextResponseHelpers(res);
      const body = options.parseBody ? parseBodyLikeNext(req) : Promise.resolve(undefined);
      body
        .then((parsed) => {
          if (options.parseBody) Object.assign(req, { body: parsed });
          return route(req as NextApiRequest, res as unknown as NextApiResponse);
        })
        .catch((error: unknown) => {
          if (error instanceof InvalidJson) {
            res.statusCode = 400;
            return void res.end('Invalid JSON');
          }
          res.statusCode = 599;
          res.end(String(error));
        });
    });
    // fetch reuses keep-alive sockets; on a loaded machine the server's 5 s idle timeout can close
    // one just as it is reused (ECONNRESET). Tests are short-lived: keep sockets open longer.
    server.keepAliveTimeout = 60_000;
    server.headersTimeout = 61_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function call<T = Record<string, unknown>>(
    request: RouteCall = {},
  ): Promise<RouteResponse<T>> {
    const headers: Record<string, string> = {
      ...request.headers,
      // \u-escaped so that any character survives a header (which holds Latin-1 only).
      [PARAMS_HEADER]: JSON.stringify(request.params ?? {}).replace(
        /[\u007f-\uffff]/g,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
    };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    let body: string | undefined;
    if (typeof request.body === 'string') body = request.body;
    else if (Buffer.isBuffer(request.body)) body = request.body.toString('utf8');
    else if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${request.url ?? '/'}`, {
      method: request.method ?? 'GET',
      headers,
      body,
      redirect: request.redirect,
    });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json: json as T, text };
  }

  /** `http://127.0.0.1:<port>` of this file's server, for requests `call` cannot make. */
  return Object.assign(call, { baseUrl: () => baseUrl });
}
