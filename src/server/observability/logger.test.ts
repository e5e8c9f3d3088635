import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { logLevel } from '@/env/server';
import {
  asyncDestination,
  captureLogs,
  createLogger,
  flushLogs,
  logger,
  setLogService,
} from './logger';
import { runWithRequestId } from './request-context';
import { REDACTED, sweepLine } from './scrub';

function memory() {
  const lines: string[] = [];
  return {
    destination: { write: (line: string) => void lines.push(line) },
    parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join(''),
  };
}

afterEach(() => setLogService('web'));

describe('the logger', () => {
  it('writes lines asynchronously, and all of them once flushed (as a process does before it exits)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-log-'));
    try {
      const file = join(dir, 'out.log');
      const log = createLogger({ level: 'info', destination: asyncDestination(file) });
      log.info({ step: 1 }, 'starting');
      log.info({ step: 2 }, 'stopping');
      // Nothing written while the line was logged: the request that logged it did not wait.
      expect(readFileSync(file, { encoding: 'utf8', flag: 'a+' })).toBe('');
      await flushLogs(log);
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      expect(
        lines.map((line) => JSON.parse(line) as { msg: string }).map(({ msg }) => msg),
      ).toEqual(['starting', 'stopping']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the request in every line logged while it is served, after any number of awaits', async () => {
    const out = memory();
    const log = createLogger({ level: 'info', destination: out.destination });
    const service = async () => {
      await Promise.resolve();
      await new Promise((resolve) => setImmediate(resolve));
      log.warn({ component: 'checkout' }, 'card declined');
    };
    await runWithRequestId('7c1f0e9a3b5d4c2e8f6a1b0c9d8e7f6a', service);
    await service();
    const [during, after] = out.parsed();
    expect(during).toMatchObject({
      req_id: '7c1f0e9a3b5d4c2e8f6a1b0c9d8e7f6a',
      component: 'checkout',
      msg: 'card declined',
    });
    expect(after).not.toHaveProperty('req_id');
  });

  it('writes one JSON line per call with the base fields', () => {
    const out = memory();
    const log = createLogger({ service: 'worker', level: 'info', destination: out.destination });
    log.info({ queue: 'renewals' }, 'job done');
    log.debug('not at info');
    const [line, ...rest] = out.parsed();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      service: 'worker',
      pid: process.pid,
      queue: 'renewals',
      msg: 'job done',
    });
    expect(new Date(String(line!.time)).toISOString()).toBe(line!.time);
  });

  it('redacts credentials, tokens and card data at any depth', () => {
    const out = memory();
    const log = createLogger({ level: 'info', destination: out.destination });
    log.info({
      headers: { authorization: 'Bearer abc', cookie: 'sid=1', 'set-cookie': ['a=b'] },
      input: { password: 'walks in the rain', new_password: 'x', nested: { access_token: 't' } },
      payment: { client_secret: 'cs', card: { number: '1' }, cvc: '123' },
      email: { subject: 'Hello', html: '<p>link</p>', body: 'the text' },
      kept: { customer_id: 42, status: 'paid' },
    });
    const [line] = out.parsed();
    expect(line).toMatchObject({
      headers: { authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED },
      input: { password: REDACTED, new_password: REDACTED, nested: { access_token: REDACTED } },
      payment: { client_secret: REDACTED, card: REDACTED, cvc: REDACTED },
      email: { subject: 'Hello', html: REDACTED, body: REDACTED },
      kept: { customer_id: 42, status: 'paid' },
    });
    expect(out.text()).not.toMatch(/walks in the rain|sid=1|the text/);
  });

  it('sweeps secrets out of messages and error text whatever their key', () => {
    const out = memory();
    const log = createLogger({ level: 'info', destination: out.destination });
    const token = 'Zk3-q_9xYwVbT2mN8pL4rS6tU0vW1xY2zA3bC4dE5fG';
    log.error(
      new Error(`charge failed for pi_123_secret_456 with 4242 4242 4242 4242 and token ${token}`),
    );
    log.info(`GET /auth/reset-password/?id=3&token=${token} Authorization: Bearer ${token}`);
    log.info({ url: 'postgres://shop:hunter2@db:5432/shop', amount: 4000056655665556 });
    const text = out.text();
    for (const secret of [token, '_secret_', '4242 4242', 'hunter2', '4000056655665556'])
      expect(text).not.toContain(secret);
    expect(out.parsed()).toHaveLength(3);
    expect(text).toContain(`token=${REDACTED}`);
  });

  it('leaves ids, timestamps and ordinary numbers alone', () => {
    const id = '123e4567-e89b-42d3-a456-426614174000';
    const line = JSON.stringify({ req_id: id, time: 1767268800000, order: 1234567890123456 });
    // 1234567890123456 fails the Luhn check: not a card number.
    expect(sweepLine(line)).toBe(line);
  });

  it('never redacts the request id, nginx’s 32 hex characters included; the same elsewhere is', () => {
    const nginxId = '7c1f0e9a3b5d4c2e8f6a1b0c9d8e7f6a';
    const line = `${JSON.stringify({ level: 'error', req_id: nginxId, url: '/api/v3/x/', msg: 'failed' })}\n`;
    expect(sweepLine(line)).toBe(line);
    // The id beside a token: the token still goes.
    const token = 'Zk3-q_9xYwVbT2mN8pL4rS6tU0vW1xY2zA3bC4dE5fG';
    const both = JSON.stringify({ req_id: nginxId, detail: `token ${token} and ${nginxId}` });
    expect(JSON.parse(sweepLine(both))).toEqual({
      req_id: nginxId,
      detail: `token ${REDACTED} and ${REDACTED}`,
    });
  });

  it('is silent under vitest unless LOG_LEVEL says otherwise', () => {
    expect(logLevel({ NODE_ENV: 'test' })).toBe('silent');
    expect(logLevel({ NODE_ENV: 'test', LOG_LEVEL: 'DEBUG' })).toBe('debug');
    expect(logLevel({ NODE_ENV: 'production' })).toBe('info');
    expect(logLevel({ LOG_LEVEL: 'loud' })).toBe('info');
    expect(logger().level).toBe('silent');
  });

  it('captures the process logger’s lines, with the service name set for the process', () => {
    setLogService('script:db-migrate');
    const captured = captureLogs();
    logger().debug({ step: 1 }, 'migrating');
    captured.restore();
    logger().info('after the capture');
    expect(captured.lines()).toEqual([
      expect.objectContaining({ level: 'debug', service: 'script:db-migrate', step: 1 }),
    ]);
  });
});
