import type { IncomingMessage } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { authThrottle } from '@/server/db/schema';
import { clockNow } from '@/server/clock';
import { DomainError } from '@/server/errors';
import { clientAddressOf } from './client-address';

/**
 * Guesses at the operators' bearer tokens (JOBS_SECRET, METRICS_TOKEN), counted per client
 * address in PostgreSQL beside the login throttle (auth_throttle, scope `bearer`), so the limit
 * holds across instances. Past the limit every call from that address answers 429 with
 * Retry-After until the window has passed, before any token is compared: a right token must not
 * be told from a wrong one by a throttled guesser. A scheduler or Prometheus that holds the
 * token never fails, so it never meets the limit unless it shares an address with the guesser
 * (behind a proxy, set TRUST_PROXY so each client has its own).
 */
export const BEARER_WINDOW_SECONDS = 15 * 60;
export const BEARER_FAILURE_LIMIT = 10;

const throttled = (seconds: number) =>
  new DomainError('throttled', `Request was throttled. Expected available in ${seconds} seconds.`, {
    retryAfterSeconds: seconds,
  });

const ofAddress = (address: string) =>
  and(eq(authThrottle.scope, 'bearer'), eq(authThrottle.key, address));

/** Seconds until the address may try again, or 0. One query. */
async function waitFor(db: Database, address: string, now: Date): Promise<number> {
  const [row] = await db.select().from(authThrottle).where(ofAddress(address)).limit(1);
  if (!row || row.failures < BEARER_FAILURE_LIMIT) return 0;
  const ends = row.windowStart.getTime() + BEARER_WINDOW_SECONDS * 1000;
  return ends > now.getTime() ? Math.ceil((ends - now.getTime()) / 1000) : 0;
}

/** Counts one wrong token against the address; an expired window starts again at 1. */
async function recordGuess(db: Database, address: string, now: Date): Promise<void> {
  const expired = new Date(now.getTime() - BEARER_WINDOW_SECONDS * 1000).toISOString();
  await db
    .insert(authThrottle)
    .values({ scope: 'bearer', key: address, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: [authThrottle.scope, authThrottle.key],
      set: {
        failures: sql`case when ${authThrottle.windowStart} <= ${expired}::timestamptz then 1 else ${authThrottle.failures} + 1 end`,
        windowStart: sql`case when ${authThrottle.windowStart} <= ${expired}::timestamptz then ${now.toISOString()}::timestamptz else ${authThrottle.windowStart} end`,
      },
    });
}

/**
 * Checks a presented bearer token with `matches` unless the caller's address is throttled (429).
 * A wrong token counts against the address, then `refusal` is thrown; the guess that reaches the
 * limit answers 429 already.
 */
export async function checkBearerGuess(
  db: Database,
  req: IncomingMessage,
  matches: () => boolean,
  refusal: () => DomainError,
): Promise<void> {
  const address = clientAddressOf(req);
  const now = clockNow();
  const wait = await waitFor(db, address, now);
  if (wait > 0) throw throttled(wait);
  if (matches()) return;
  await recordGuess(db, address, now);
  const after = await waitFor(db, address, now);
  throw after > 0 ? throttled(after) : refusal();
}
