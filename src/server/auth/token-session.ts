import type { NextAuthOptions, Session } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import type { Database } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { authSecret } from './auth-secret';
import { CLIENT_ADDRESS_HEADER } from './client-address';

/**
 * One request's record of a failure in our own callbacks. NextAuth swallows what a callback
 * throws: it answers 200 `{}` and clears the session cookie when the session callback fails, and
 * puts the error's message (a database error's SQL) into the redirect URL when authorize()
 * fails. The route reads this afterwards and answers 503 (or 500) instead, keeping the cookie.
 */
export interface AuthRequestState {
  failure?: unknown;
}

/**
 * Runs one of our callbacks; an unexpected error is recorded and NextAuth sees a bare one. The
 * sign-in flow's own errors (`expected`) pass through: NextAuth shows their codes.
 */
export async function guarded<T>(
  state: AuthRequestState,
  expected: new (...args: never[]) => Error,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof expected) throw error;
    state.failure ??= error;
    throw new Error('ServerError');
  }
}

/** The caller's address as the proxy in front of NextAuth passed it on (login throttling). */
export function clientAddress(headers: Record<string, unknown> | undefined): string {
  const value = headers?.[CLIENT_ADDRESS_HEADER];
  return typeof value === 'string' && value ? value : 'unknown';
}

interface TokenClaims {
  access_token?: string;
}

/**
 * The part the shop's and the console's NextAuth share: JWT sessions carrying an opaque access
 * token of ours, checked on every session read (a revoked or expired token, or one now naming
 * someone else, reads as signed out) and revoked on sign-out. Each side says which claims a
 * signed-in user puts in the JWT and which session user a live token makes.
 */
export function tokenSessionOptions<Claims extends TokenClaims, Row>(options: {
  state: AuthRequestState;
  expected: new (...args: never[]) => Error;
  maxAge: number;
  claimsOf: (user: unknown) => Claims;
  resolve: (db: Database, accessToken: string) => Promise<Row | null | undefined>;
  /** The session's user for a live token, or null when it no longer belongs to these claims. */
  userOf: (claims: Claims, row: Row, accessToken: string) => Session['user'] | null;
  revoke: (db: Database, accessToken: string) => Promise<unknown>;
  /**
   * On each session read, before the token is checked: the claims' token as it should be now
   * (renewed when it is about to expire), or null when the session behind it has ended.
   */
  renew?: (db: Database, claims: Claims) => Promise<Partial<Claims> | null>;
}): Pick<NextAuthOptions, 'secret' | 'session' | 'callbacks' | 'events'> {
  const { state, expected } = options;
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: options.maxAge },
    callbacks: {
      async jwt({ token, user }) {
        if (user) return Object.assign(token, options.claimsOf(user));
        const { renew } = options;
        if (!renew || !(token as JWT & Claims).access_token) return token;
        // The re-encoded cookie carries what this returns: a renewed token reaches it here.
        const renewed = await guarded(state, expected, () => renew(getDb(), token as JWT & Claims));
        if (renewed) return Object.assign(token, renewed);
        delete (token as TokenClaims).access_token;
        return token;
      },
      async session({ session, token }) {
        const claims = token as JWT & Claims;
        const signedOut = { expires: session.expires } as typeof session;
        const accessToken = claims.access_token;
        if (!accessToken) return signedOut;
        const row = await guarded(state, expected, () => options.resolve(getDb(), accessToken));
        const user = row ? options.userOf(claims, row, accessToken) : null;
        if (!user) return signedOut;
        session.user = user;
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        const accessToken = (token as TokenClaims | undefined)?.access_token;
        if (accessToken) await guarded(state, expected, () => options.revoke(getDb(), accessToken));
      },
    },
  };
}
