import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { processWide } from '@/server/process-wide';
import type { Database, DatabaseHandle } from '@/server/db/client';
import type { Subscription } from '@/server/db/listen';
import { logger } from '@/server/observability/logger';

/**
 * Every web instance keeps its own copy of the statically generated priced pages; Next's
 * on-demand revalidation (`res.revalidate`) regenerates only the copy of the instance that took
 * the owner's request. So that instance also says so on PostgreSQL (`NOTIFY`), and every other
 * instance, listening on its own connection, regenerates its copy through its own revalidation
 * route (docs/prices.md, "Every instance").
 */
export const PRICED_PAGES_CHANNEL = 'shop_priced_pages';

interface ProcessIdentity {
  instance: string;
  relayToken: string;
}

// Process-wide: the custom server's bundle (which listens) and Next's route bundle (whose route
// checks the token) each load this module in the same process.
const identity = (): ProcessIdentity =>
  processWide('prices.priced-pages-broadcast', () => ({
    instance: randomUUID(),
    relayToken: randomBytes(32).toString('hex'),
  }));

/** This process's secret for its own revalidation route (never leaves the process). */
export const relayToken = () => identity().relayToken;

/** Whether a request to the relay route came from this process's own listener. */
export function isRelayToken(presented: string | undefined): boolean {
  const expected = Buffer.from(relayToken());
  const given = Buffer.from(presented ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Tells every other instance that the priced pages changed (`instance`: who tells). */
export async function announcePricedPagesChanged(
  db: Database,
  instance = identity().instance,
): Promise<void> {
  await db.execute(sql`select pg_notify(${PRICED_PAGES_CHANNEL}, ${instance})`);
}

export interface ListenOptions {
  /** Regenerates this instance's priced pages; errors are logged, never thrown. */
  onChange: () => Promise<void>;
  /** Who listens: announcements of its own are ignored (this process by default). */
  instance?: string;
}

/**
 * Listens (on the database's own listening connection: handle.listen) for changes announced by
 * other instances; after a lost connection comes back, revalidates once, since a change may have
 * been announced meanwhile.
 */
export function listenForPricedPages(
  handle: Pick<DatabaseHandle, 'listen'>,
  { onChange, instance = identity().instance }: ListenOptions,
): Promise<Subscription> {
  const run = (why: string) =>
    onChange().catch((error: unknown) =>
      logger().warn({ component: 'prices', err: error, why }, 'Priced pages not revalidated'),
    );
  return handle.listen(PRICED_PAGES_CHANNEL, {
    onMessage: (payload) => {
      if (payload !== instance) void run('announced');
    },
    onReconnect: () => void run('reconnected'),
  });
}
