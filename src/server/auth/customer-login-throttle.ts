import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { authThrottle } from '@/server/db/schema';
import { clockNow } from '@/server/clock';
import {
  loginGate,
  QUIET_RESET_SECONDS,
  type FailureCount,
  type LoginGate,
  type LoginScope,
} from './login-schedule';

/**
 * The customer login's counters (login-schedule.ts has the rules), in the database so they hold
 * across any number of app instances. The account key is the lower-case email; the pair's is the
 * email, a space and the address (an email has no spaces), so an account's rows can be found.
 */
export interface LoginKeys {
  account: string;
  address: string;
}

const keyOf = (scope: LoginScope, keys: LoginKeys) =>
  scope === 'login_address'
    ? keys.address
    : scope === 'login_account'
      ? keys.account
      : `${keys.account} ${keys.address}`;

const SCOPES: readonly LoginScope[] = ['login_address', 'login_account', 'login_pair'];

/** What this attempt must wait for or carry. One query. */
export async function customerLoginGate(
  db: Database,
  keys: LoginKeys,
  now = clockNow(),
): Promise<LoginGate> {
  const rows = await db
    .select()
    .from(authThrottle)
    .where(
      or(
        ...SCOPES.map((scope) =>
          and(eq(authThrottle.scope, scope), eq(authThrottle.key, keyOf(scope, keys))),
        ),
      ),
    );
  const counts: FailureCount[] = rows.map((row) => ({
    scope: row.scope as LoginScope,
    failures: row.failures,
    lastFailureAt: row.lastFailureAt ?? row.windowStart,
  }));
  return loginGate(counts, now);
}

/** Counts one failed login against the address, the account and the pair. */
export async function recordCustomerLoginFailure(
  db: Database,
  keys: LoginKeys,
  now = clockNow(),
): Promise<void> {
  const quietSince = new Date(now.getTime() - QUIET_RESET_SECONDS * 1000).toISOString();
  const at = now.toISOString();
  // A counter whose last failure is old enough starts again at 1 (one statement: no lost counts
  // when failures race).
  const restarts = sql`coalesce(${authThrottle.lastFailureAt}, ${authThrottle.windowStart}) <= ${quietSince}::timestamptz`;
  for (const scope of SCOPES) {
    await db
      .insert(authThrottle)
      .values({ scope, key: keyOf(scope, keys), failures: 1, windowStart: now, lastFailureAt: now })
      .onConflictDoUpdate({
        target: [authThrottle.scope, authThrottle.key],
        set: {
          failures: sql`case when ${restarts} then 1 else ${authThrottle.failures} + 1 end`,
          windowStart: sql`case when ${restarts} then ${at}::timestamptz else ${authThrottle.windowStart} end`,
          lastFailureAt: sql`${at}::timestamptz`,
        },
      });
  }
}

/** A successful login: the account's and this pair's counts end (the address keeps its own). */
export async function clearCustomerLoginFailures(db: Database, keys: LoginKeys): Promise<void> {
  await db
    .delete(authThrottle)
    .where(
      or(
        and(eq(authThrottle.scope, 'login_account'), eq(authThrottle.key, keys.account)),
        and(eq(authThrottle.scope, 'login_pair'), eq(authThrottle.key, keyOf('login_pair', keys))),
      ),
    );
}

/**
 * Every count kept for an account: after a password reset (the emailed link proves the account
 * is theirs) and when the account is erased (the email is personal data).
 */
export async function forgetCustomerLoginFailures(db: Database, account: string): Promise<void> {
  await db
    .delete(authThrottle)
    .where(
      or(
        and(
          inArray(authThrottle.scope, ['account', 'login_account']),
          eq(authThrottle.key, account),
        ),
        and(
          eq(authThrottle.scope, 'login_pair'),
          sql`left(${authThrottle.key}, ${account.length + 1}) = ${`${account} `}`,
        ),
      ),
    );
}
