import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerEnv } from '@/env/server';
import { NO_DATABASE_TIMEOUTS, openPostgres, type DatabaseHandle } from './client';

let server: Server | undefined;
let handle: DatabaseHandle | undefined;

afterEach(async () => {
  await handle?.close().catch(() => undefined);
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  handle = server = undefined;
});

/**
 * A server that reads a client's start-up packet (length, protocol, then name\0value\0 pairs:
 * what PostgreSQL applies to the session) and hangs up: the parameters each new connection sets.
 */
async function startupParameters(open: (url: string) => DatabaseHandle) {
  const received = new Promise<Record<string, string>>((resolve) => {
    server = createServer((socket) => {
      socket.once('data', (packet) => {
        const fields = packet.subarray(8, packet.readInt32BE(0)).toString('utf8').split('\0');
        const parameters: Record<string, string> = {};
        for (let index = 0; index + 1 < fields.length && fields[index]; index += 2)
          parameters[fields[index]!] = fields[index + 1]!;
        resolve(parameters);
        socket.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server!.address() as AddressInfo;
  handle = open(`postgresql://shop@127.0.0.1:${port}/shop`);
  await handle.db.execute('select 1').catch(() => undefined);
  return received;
}

describe('the PostgreSQL pool', () => {
  it('bounds every connection’s statements, lock waits and idle transactions', async () => {
    const parameters = await startupParameters((url) => openPostgres(url, 2));
    expect(parameters).toMatchObject({
      statement_timeout: '30000',
      lock_timeout: '10000',
      idle_in_transaction_session_timeout: '60000',
    });
  });

  it('takes the limits from the environment, where 0 turns one off', async () => {
    const env = parseServerEnv({
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      DATABASE_LOCK_TIMEOUT_MS: '0',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '15000',
    });
    const parameters = await startupParameters((url) => openPostgres(url, 2, env.databaseTimeouts));
    expect(parameters).toMatchObject({
      statement_timeout: '5000',
      idle_in_transaction_session_timeout: '15000',
    });
    expect(parameters).not.toHaveProperty('lock_timeout');
  });

  it('leaves a migration unbounded', async () => {
    const parameters = await startupParameters((url) => openPostgres(url, 2, NO_DATABASE_TIMEOUTS));
    expect(Object.keys(parameters)).not.toContain('statement_timeout');
    expect(Object.keys(parameters)).not.toContain('lock_timeout');
  });

  it('refuses a limit that is not whole milliseconds', () => {
    expect(() => parseServerEnv({ DATABASE_LOCK_TIMEOUT_MS: '2s' })).toThrow(
      /DATABASE_LOCK_TIMEOUT_MS must be whole milliseconds/,
    );
  });
});
