import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { authThrottle } from '@/server/db/schema';
import { clockNow } from '@/server/clock';

/**
 * Failed logins are counted in the database, per account and per client address, so the limit
 * holds across any number of app instances. Past the limit the login answers 429
 * (TooManyFailedLoginAttempts) until the window has passed.
 */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const LIMITS = { account: 5, address: 20 } as const;
type Scope = keyof typeof LIMITS;

export interface ThrottleKeys {
  account: string;
  address: string;
}

/** Seconds until the caller may try again, or 0 when they may try now. One query. */
export async function retryAfterSeconds(
  db: Database,
  keys: ThrottleKeys,
  now = clockNow(),
): Promise<number> {
  const rows = await db
    .select()
    .from(authThrottle)
    .where(
      sql`(${authThrottle.scope} = 'account' and ${authThrottle.key} = ${keys.account}) or (${authThrottle.scope} = 'address' and ${authThrottle.key} = ${keys.address})`,
    );
  let wait = 0;
  for (const row of rows) {
    const ends = row.windowStart.getTime() + THROTTLE_WINDOW_SECONDS * 1000;
    if (row.failures >= LIMITS[row.scope as Scope] && ends > now.getTime())
      wait = Math.max(wait, Math.ceil((ends - now.getTime()) / 1000));
  }
  return wait;
}

/** Counts one failure against the account and the address; an expired window starts again at 1. */
export async function recordFailure(
  db: Database,
  keys: ThrottleKeys,
  now = clockNow(),
): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_SECONDS * 1000);
  for (const scope of ['account', 'address'] as const) {
    await db
      .insert(authThrottle)
      .values({ scope, key: keys[scope], failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: [authThrottle.scope, authThrottle.key],
        set: {
          failures: sql`case when ${authThrottle.windowStart} <= ${windowStart.toISOString()}::timestamptz then 1 else ${authThrottle.failures} + 1 end`,
          windowStart: sql`case when ${authThrottle.windowStart} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${authThrottle.windowStart} end`,
        },
      });
  }
}

/** A successful login clears the account's count (the address keeps its own). */
export async function clearAccountFailures(db: Database, account: string): Promise<void> {
  await db
    .delete(authThrottle)
    .where(and(eq(authThrottle.scope, 'account'), eq(authThrottle.key, account)));
}
