import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/observability/logger';

/**
 * Every web instance keeps its own copy of the statically generated priced pages; Next's
 * on-demand revalidation (`res.revalidate`) regenerates only the copy of the instance that took
 * the owner's request. So that instance also says so on PostgreSQL (`NOTIFY`), and every other
 * instance, listening on its own connection, regenerates its copy through its own revalidation
 * route (docs/prices.md, "Every instance"). Nothing else is shared, and a notification missed
 * while an instance was reconnecting is made up for by revalidating on reconnect.
 */
export const PRICED_PAGES_CHANNEL = 'shop_priced_pages';

interface ProcessIdentity {
  instance: string;
  relayToken: string;
}

// On globalThis under a registered symbol: the custom server's bundle (which listens) and Next's
// route bundle (whose route checks the token) each load this module in the same process.
const KEY = Symbol.for('ollie.prices.priced-pages-broadcast');
const store = globalThis as unknown as { [KEY]?: ProcessIdentity };

function identity(): ProcessIdentity {
  store[KEY] ??= { instance: randomUUID(), relayToken: randomBytes(32).toString('hex') };
  return store[KEY];
}

/** This process's secret for its own revalidation route (never leaves the process). */
export const relayToken = () => identity().relayToken;

/** Whether a request to the relay route came from this process's own listener. */
export function isRelayToken(presented: string | undefined): boolean {
  const expected = Buffer.from(relayToken());
  const given = Buffer.from(presented ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Tells every other instance that the priced pages changed (a no-op on the embedded database). */
export async function announcePricedPagesChanged(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${PRICED_PAGES_CHANNEL}, ${identity().instance})`);
}

export interface PricedPagesListener {
  stop(): Promise<void>;
}

export interface ListenOptions {
  connectionString: string;
  /** Regenerates this instance's priced pages; errors are logged, never thrown. */
  onChange: () => Promise<void>;
  /** Wait before reconnecting after the connection is lost. */
  reconnectMs?: number;
}

/**
 * Listens on a connection of its own (LISTEN holds a session: not through a transaction-mode
 * pooler, docs/operations.md) for changes announced by other instances. On a lost connection it
 * reconnects and revalidates once, since a change may have been announced meanwhile.
 */
export async function listenForPricedPages({
  connectionString,
  onChange,
  reconnectMs = 5000,
}: ListenOptions): Promise<PricedPagesListener> {
  const self = identity().instance;
  let stopped = false;
  let client: Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const log = logger().child({ component: 'prices' });
  const run = (why: string) =>
    onChange().catch((error: unknown) =>
      log.warn({ err: error, why }, 'Priced pages not revalidated'),
    );

  const connect = async (isReconnect: boolean) => {
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === PRICED_PAGES_CHANNEL && message.payload !== self)
        void run('announced');
    });
    next.on('error', () => lost());
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${PRICED_PAGES_CHANNEL}`);
    if (isReconnect) void run('reconnected');
  };
  const lost = () => {
    if (stopped || timer) return;
    log.warn('Priced pages listener lost its connection; reconnecting');
    void client?.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      connect(true).catch(() => lost());
    }, reconnectMs);
    timer.unref();
  };

  await connect(false);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
