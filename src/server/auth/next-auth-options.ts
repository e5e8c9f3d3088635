import type { NextAuthOptions, Session } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/server/db/client';
import { processJobs } from '@/server/jobs/process-jobs';
import { displayFirstName } from '@/domain/customer-name';
import { AuthFlowError } from '@/server/services/auth/auth-errors';
import { logIn, registerLead, type SignedInUser } from '@/server/services/auth/sign-in';
import {
  currentSessionToken,
  resolveSessionCustomer,
  revokeAccessToken,
  SESSION_TTL_SECONDS,
} from './access-token';
import {
  clientAddress,
  guarded,
  tokenSessionOptions,
  type AuthRequestState,
} from './token-session';

interface ShopToken {
  customer_id?: number;
  first_name?: string;
  access_token?: string;
  access_token_expires?: string;
  session_id?: number;
  email?: string | null;
}

export type { AuthRequestState };

/** NextAuth's default redirect rule, except that a value that is not a URL cannot make it throw. */
function sameSiteRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  if (url.startsWith('/')) return `${baseUrl}${url}`;
  try {
    return new URL(url).origin === baseUrl ? url : baseUrl;
  } catch {
    return baseUrl;
  }
}

/**
 * NextAuth with JWT sessions and two credentials providers (spec section 7): `login` (email,
 * password) and `register` (first_name optional, email, customer_group_id; creates a lead).
 * The session exposes the customer's id and the opaque access token for /api/v3, which lives an
 * hour: each session read hands out a fresh one shortly before it expires, for as long as the
 * session (customer_sessions, named by the httpOnly cookie) lives. A session revoked by logout, a
 * password change or reset reads as signed out, and its tokens stop working.
 */
export function nextAuthOptions(state: AuthRequestState = {}): NextAuthOptions {
  const shared = tokenSessionOptions<ShopToken, { id: number; email: string; firstName: string }>({
    state,
    expected: AuthFlowError,
    maxAge: SESSION_TTL_SECONDS,
    claimsOf: (user) => {
      const signedIn = user as SignedInUser;
      return {
        customer_id: signedIn.id,
        first_name: signedIn.first_name,
        access_token: signedIn.access_token,
        access_token_expires: signedIn.access_token_expires,
        session_id: signedIn.session_id,
        email: signedIn.email,
      };
    },
    // A session from before sessions were kept (no session_id) keeps its token until it expires.
    renew: async (db, shop) => {
      if (!shop.session_id || !shop.customer_id) return {};
      const current = await currentSessionToken(
        db,
        shop.session_id,
        shop.customer_id,
        shop.access_token,
      );
      return (
        current && {
          access_token: current.token,
          access_token_expires: current.expiresAt.toISOString(),
        }
      );
    },
    // The name and email come from the token's own query, so a My info change shows at once.
    resolve: resolveSessionCustomer,
    userOf: (shop, current, accessToken) =>
      shop.customer_id && current.id === shop.customer_id
        ? ({
            id: shop.customer_id,
            email: current.email,
            first_name: displayFirstName(current.firstName),
            access_token: accessToken,
            access_token_expires: shop.access_token_expires,
          } as Session['user'])
        : null,
    revoke: revokeAccessToken,
  });
  return {
    ...shared,
    providers: [
      CredentialsProvider({
        id: 'login',
        name: 'Email and password',
        credentials: {
          email: { label: 'Email', type: 'email' },
          password: { label: 'Password', type: 'password' },
        },
        authorize: async (credentials, req) =>
          (await guarded(state, AuthFlowError, () =>
            logIn(getDb(), credentials ?? {}, clientAddress(req.headers)),
          )) as unknown as null,
      }),
      CredentialsProvider({
        id: 'register',
        name: 'Register',
        credentials: {
          first_name: { label: 'First name', type: 'text' },
          email: { label: 'Email', type: 'email' },
          customer_group_id: { label: 'Customer group', type: 'text' },
          pup_count: { label: 'Pups told about in the quiz', type: 'text' },
        },
        authorize: async (credentials) =>
          (await guarded(state, AuthFlowError, () =>
            registerLead(getDb(), processJobs(), credentials ?? {}),
          )) as unknown as null,
      }),
    ],
    pages: { signIn: '/auth/login/', error: '/auth/login/' },
    callbacks: { ...shared.callbacks, redirect: sameSiteRedirect },
  };
}
