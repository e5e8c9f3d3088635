import { request } from 'node:http';
import { object, string, number } from 'yup';
import { describe, expect, it, vi } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '@/config/constants';
import { handler, reply, validate } from '@/server/api';
import { DomainError } from '@/server/errors';
import * as monitoring from '@/server/monitoring/report-error';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';
import { PET_MESSAGES } from '@/domain/pet-messages';

// A route defined here exercises the plumbing every real route shares.
const petSchema = object({
  name: string().required(PET_MESSAGES.name),
  weight: number()
    .typeError('Current weight must be a number.')
    .required(PET_MESSAGES.weight)
    .positive(),
});

const echoRoute = handler({
  GET: () => ({ ok: true }),
  POST: async ({ body }) => reply(201, await validate(petSchema, body)),
  PUT: () => {
    throw new DomainError('payment_error', 'Your card was declined.');
  },
  PATCH: () => {
    throw new DomainError('email_conflict', 'A customer with this email already exists.');
  },
  DELETE: () => {
    throw new Error('boom: select * from secrets at /src/server/thing.ts:12');
  },
});

describe('API plumbing', () => {
  useTestDatabase();
  const call = useRoute(echoRoute);

  it('answers a method the route does not map with 405 and an Allow header', async () => {
    const response = await call({ method: 'OPTIONS' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(response.json).toEqual({
      detail: 'Method "OPTIONS" not allowed.',
      code: 'method_not_allowed',
    });
  });

  it('answers JSON with no-store caching', async () => {
    const response = await call();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toEqual({ ok: true });
  });

  it('rejects malformed JSON with 400 parse_error', async () => {
    const response = await call({
      method: 'POST',
      body: '{"name": "Rex",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('parse_error');
    expect(String(response.json.detail)).toMatch(/^JSON parse error - /);
  });

  it('rejects a body over the limit with 413 without reading it all', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES + 10), weight: 3 });
    const response = await call({
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.json.code).toBe('payload_too_large');
  });

  it('stops reading a chunked body (no length given) once it passes the limit, and closes', async () => {
    const { status, connection, body, sentBytes } = await new Promise<{
      status: number;
      connection: string | undefined;
      body: string;
      sentBytes: number;
    }>((resolve, reject) => {
      let sentBytes = 0;
      const req = request(`${call.baseUrl()}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body,
            sentBytes,
          }),
        );
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(16 * 1024, 'x');
      // Keep sending (up to 20 MB) for as long as the server lets us.
      const pump = () => {
        while (sentBytes < 20 * 1024 * 1024 && !req.destroyed) {
          sentBytes += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      req.write('{"name": "');
      pump();
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({
      detail: `Request body is larger than the ${MAX_JSON_BODY_BYTES / 1024} KB limit.`,
      code: 'payload_too_large',
    });
    expect(connection).toBe('close');
    // The answer came long before the client could push 20 MB.
    expect(sentBytes).toBeLessThan(20 * 1024 * 1024);
  });

  it('accepts JSON media types with parameters or a +json suffix', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const response = await call({
        method: 'POST',
        body: JSON.stringify({ name: 'Rex', weight: 4 }),
        headers: { 'content-type': type },
      });
      expect(response.status, type).toBe(201);
    }
  });

  it('treats a POST without a body as an empty input', async () => {
    const response = await call({ method: 'POST' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ non_field_errors: ['Expected a JSON object.'] });
  });

  it('rejects a body that is not JSON with 415', async () => {
    const response = await call({
      method: 'POST',
      body: 'name=Rex',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.json.code).toBe('unsupported_media_type');
  });

  it('answers 400 with every field message, keyed by field', async () => {
    const response = await call({ method: 'POST', body: { weight: 'heavy' } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      name: [`${PET_MESSAGES.name} (name)`],
      weight: ['Current weight must be a number.'],
    });
  });

  it('answers 400 non_field_errors when the body is not an object', async () => {
    const response = await call({ method: 'POST', body: [1, 2] });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ non_field_errors: ['Expected a JSON object.'] });
  });

  it('validates, strips unknown fields and passes a custom status', async () => {
    const response = await call({
      method: 'POST',
      body: { name: 'Rex', weight: 12, price_cents: 1 },
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ name: 'Rex', weight: 12 });
  });

  it('maps domain errors to their status and code', async () => {
    const unprocessable = await call({ method: 'PUT' });
    expect(unprocessable.status).toBe(422);
    expect(unprocessable.json).toEqual({
      detail: 'Your card was declined.',
      code: 'payment_error',
    });
    const conflict = await call({ method: 'PATCH' });
    expect(conflict.status).toBe(409);
    expect(conflict.json.code).toBe('email_conflict');
  });

  it('answers an unexpected error with a bare 500 and reports it', async () => {
    const report = vi.spyOn(monitoring, 'reportError').mockImplementation(() => undefined);
    const response = await call({ method: 'DELETE' });
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ detail: 'A server error occurred.', code: 'server_error' });
    expect(response.text).not.toMatch(/boom|select|\.ts:/);
    expect(report).toHaveBeenCalledOnce();
  });
});
