import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { accessTokens, customers, customerSessions } from '@/server/db/schema';
import { clockNow, clockNowMs } from '@/server/clock';

/**
 * A bearer token is readable by the page's scripts (the spec's session shape carries it), so it
 * lives an hour; the session cookie (httpOnly) lasts `SESSION_TTL_SECONDS` from sign-in and hands
 * out a fresh token through GET /api/auth/session/ once the current one has less than
 * `RENEW_WITHIN_SECONDS` left.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const RENEW_WITHIN_SECONDS = 10 * 60;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Issues an opaque bearer token; only its hash is stored, so a database leak reveals no tokens. */
export async function issueAccessToken(
  db: Database,
  customerId: number,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  sessionId: number | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(clockNowMs() + ttlSeconds * 1000);
  await db
    .insert(accessTokens)
    .values({ tokenHash: hashToken(token), customerId, sessionId, expiresAt });
  return { token, expiresAt };
}

/** A sign-in: a session (named by the NextAuth cookie) and its first access token. */
export async function startSession(
  db: Database,
  customerId: number,
): Promise<{ sessionId: number; token: string; expiresAt: Date }> {
  const [session] = await db
    .insert(customerSessions)
    .values({ customerId, expiresAt: new Date(clockNowMs() + SESSION_TTL_SECONDS * 1000) })
    .returning({ id: customerSessions.id });
  const issued = await issueAccessToken(db, customerId, ACCESS_TOKEN_TTL_SECONDS, session!.id);
  return { sessionId: session!.id, ...issued };
}

/**
 * The token the session should carry now: `token` itself while it is live with more than
 * `RENEW_WITHIN_SECONDS` left; otherwise a fresh one when the session is live (not revoked, not
 * expired, still this customer's); otherwise null (signed out). One query; three when renewing.
 */
export async function currentSessionToken(
  db: Database,
  sessionId: number,
  customerId: number,
  token: string | undefined,
): Promise<{ token: string; expiresAt: Date } | null> {
  const now = clockNow();
  const [row] = await db
    .select({
      tokenExpiresAt: accessTokens.expiresAt,
      tokenRevokedAt: accessTokens.revokedAt,
      tokenSession: accessTokens.sessionId,
    })
    .from(customerSessions)
    .leftJoin(
      accessTokens,
      and(
        eq(accessTokens.tokenHash, token && isWellFormedToken(token) ? hashToken(token) : ''),
        eq(accessTokens.sessionId, customerSessions.id),
      ),
    )
    .where(
      and(
        eq(customerSessions.id, sessionId),
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  const renewAt = now.getTime() + RENEW_WITHIN_SECONDS * 1000;
  if (token && row.tokenExpiresAt && !row.tokenRevokedAt && row.tokenExpiresAt.getTime() > renewAt)
    return { token, expiresAt: row.tokenExpiresAt };
  // A session renews about once an hour: its tokens dead for a day go, so it keeps a day's worth.
  await db
    .delete(accessTokens)
    .where(
      and(
        eq(accessTokens.sessionId, sessionId),
        lt(accessTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
      ),
    );
  return issueAccessToken(db, customerId, ACCESS_TOKEN_TTL_SECONDS, sessionId);
}

/** The row of this token hash, when it is neither revoked nor expired at `now`. */
const isLive = (tokenHash: string, now: Date) =>
  and(
    eq(accessTokens.tokenHash, tokenHash),
    isNull(accessTokens.revokedAt),
    gt(accessTokens.expiresAt, now),
  );

/** Whether a token can be one of ours at all; anything else is refused without a query. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{20,200}$/.test(token);

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

/** Sign-out: the token, and the session it was issued for with every other token of it. */
export async function revokeAccessToken(db: Database, token: string): Promise<void> {
  const [row] = await db
    .update(accessTokens)
    .set({ revokedAt: clockNow() })
    .where(eq(accessTokens.tokenHash, hashToken(token)))
    .returning({ sessionId: accessTokens.sessionId });
  if (row?.sessionId) await revokeSession(db, row.sessionId);
}

/** Ends a session: it hands out no more tokens, and the ones it gave stop working. */
export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  const now = clockNow();
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.sessionId, sessionId), isNull(accessTokens.revokedAt)));
}

/** Every session and token of the customer (a password reset, an account deletion). */
export async function revokeAllForCustomer(db: Database, customerId: number): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: clockNow() })
    .where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)));
  await db
    .update(accessTokens)
    .set({ revokedAt: clockNow() })
    .where(and(eq(accessTokens.customerId, customerId), isNull(accessTokens.revokedAt)));
}

/**
 * Every session and token of the customer but the session `keepToken` belongs to (a password
 * change: the customer who made it stays signed in, everyone else is signed out).
 */
export async function revokeOtherSessions(
  db: Database,
  customerId: number,
  keepToken: string,
): Promise<void> {
  const now = clockNow();
  const [kept] = await db
    .select({ sessionId: accessTokens.sessionId })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, hashToken(keepToken)))
    .limit(1);
  const keepSession = kept?.sessionId ?? null;
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
        keepSession === null ? undefined : ne(customerSessions.id, keepSession),
      ),
    );
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accessTokens.customerId, customerId),
        isNull(accessTokens.revokedAt),
        ne(accessTokens.tokenHash, hashToken(keepToken)),
        keepSession === null
          ? undefined
          : or(isNull(accessTokens.sessionId), ne(accessTokens.sessionId, keepSession)),
      ),
    );
}
