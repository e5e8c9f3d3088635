import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { accessTokens, customers } from '@/server/db/schema';
import { clockNow, clockNowMs } from '@/server/clock';

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Issues an opaque bearer token; only its hash is stored, so a database leak reveals no tokens. */
export async function issueAccessToken(
  db: Database,
  customerId: number,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(clockNowMs() + ttlSeconds * 1000);
  await db.insert(accessTokens).values({ tokenHash: hashToken(token), customerId, expiresAt });
  return { token, expiresAt };
}

/**
 * The row of this token hash, when it is neither revoked nor expired at `now`: values, or the
 * placeholders of a prepared read (`liveTokenCustomer`).
 */
const isLive = (tokenHash: string | Placeholder, now: Date | Placeholder) =>
  and(
    eq(accessTokens.tokenHash, tokenHash),
    isNull(accessTokens.revokedAt),
    gt(accessTokens.expiresAt, now),
  );

/** Whether a token can be one of ours at all; anything else is refused without a query. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{20,200}$/.test(token);

/**
 * The live token's customer as a one-row subquery (`caller_id`; no row when the token is unknown,
 * expired or revoked), for a read that checks the token in its own prepared query: the token's
 * hash and the time are its placeholders, filled by `liveTokenParams`.
 */
export const liveTokenCustomer = (db: Database) =>
  db
    .select({ callerId: sql<number>`${accessTokens.customerId}`.as('caller_id') })
    .from(accessTokens)
    .where(isLive(sql.placeholder('tokenHash'), sql.placeholder('now')))
    .limit(1)
    .as('caller');

export const liveTokenParams = (token: string) => ({
  tokenHash: hashToken(token),
  now: clockNow().toISOString(),
});

/** The customer a token belongs to, or null when it is unknown, expired or revoked. One query. */
export async function resolveAccessToken(db: Database, token: string): Promise<number | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .select({ customerId: accessTokens.customerId })
    .from(accessTokens)
    .where(isLive(hashToken(token), clockNow()))
    .limit(1);
  return row?.customerId ?? null;
}

/** The live token's customer as the session shows it (one query), or null when the token is dead. */
export async function resolveSessionCustomer(
  db: Database,
  token: string,
): Promise<{ id: number; email: string; firstName: string } | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .select({ id: customers.id, email: customers.email, firstName: customers.firstName })
    .from(accessTokens)
    .innerJoin(customers, eq(customers.id, accessTokens.customerId))
    .where(isLive(hashToken(token), clockNow()))
    .limit(1);
  return row ?? null;
}

export async function revokeAccessToken(db: Database, token: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: clockNow() })
    .where(eq(accessTokens.tokenHash, hashToken(token)));
}

export async function revokeAllForCustomer(db: Database, customerId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: clockNow() })
    .where(and(eq(accessTokens.customerId, customerId), isNull(accessTokens.revokedAt)));
}
