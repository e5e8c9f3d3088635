import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/server/db/client';
import { displayFirstName } from '@/server/services/customers/customer-view';
import { AuthFlowError } from '@/server/services/auth/auth-errors';
import { logIn, registerLead, type SignedInUser } from '@/server/services/auth/sign-in';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  resolveSessionCustomer,
  revokeAccessToken,
} from './access-token';
import { authSecret } from './auth-secret';
import { CLIENT_ADDRESS_HEADER } from './client-address';

interface ShopToken {
  customer_id?: number;
  first_name?: string;
  access_token?: string;
  email?: string | null;
}

function clientAddress(headers: Record<string, unknown> | undefined): string {
  const value = headers?.[CLIENT_ADDRESS_HEADER];
  return typeof value === 'string' && value ? value : 'unknown';
}

/**
 * One request's record of a failure in our own callbacks. NextAuth swallows what a callback
 * throws: it answers 200 `{}` and clears the session cookie when the session callback fails, and
 * puts the error's message (a database error's SQL) into the redirect URL when authorize()
 * fails. The route reads this afterwards and answers 503 (or 500) instead, keeping the cookie.
 */
export interface AuthRequestState {
  failure?: unknown;
}

/** Runs one of our callbacks; an unexpected error is recorded and NextAuth sees a bare one. */
async function guarded<T>(state: AuthRequestState, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuthFlowError) throw error;
    state.failure ??= error;
    throw new Error('ServerError');
  }
}

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
 * The session exposes the customer's id and the opaque access token for /api/v3; a session
 * whose token has been revoked (logout, password change or reset) reads as signed out.
 */
export function nextAuthOptions(state: AuthRequestState = {}): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: ACCESS_TOKEN_TTL_SECONDS },
    providers: [
      CredentialsProvider({
        id: 'login',
        name: 'Email and password',
        credentials: {
          email: { label: 'Email', type: 'email' },
          password: { label: 'Password', type: 'password' },
        },
        authorize: async (credentials, req) =>
          (await guarded(state, () =>
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
        },
        authorize: async (credentials) =>
          (await guarded(state, () => registerLead(getDb(), credentials ?? {}))) as unknown as null,
      }),
    ],
    pages: { signIn: '/auth/login/', error: '/auth/login/' },
    callbacks: {
      redirect: sameSiteRedirect,
      async jwt({ token, user }) {
        if (user) {
          const signedIn = user as unknown as SignedInUser;
          Object.assign(token, {
            customer_id: signedIn.id,
            first_name: signedIn.first_name,
            access_token: signedIn.access_token,
            email: signedIn.email,
          } satisfies ShopToken);
        }
        return token;
      },
      async session({ session, token }) {
        const shop = token as ShopToken;
        if (!shop.customer_id || !shop.access_token)
          return { expires: session.expires } as typeof session;
        // The token is checked on every read (a revoked one ends the session at once), and the
        // name and email come from the same query, so a My info change shows straight away.
        const accessToken = shop.access_token;
        const current = await guarded(state, () => resolveSessionCustomer(getDb(), accessToken));
        if (current?.id !== shop.customer_id) return { expires: session.expires } as typeof session;
        session.user = {
          id: shop.customer_id,
          email: current.email,
          first_name: displayFirstName(current.firstName),
          access_token: shop.access_token,
        } as typeof session.user;
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        const shop = token as ShopToken | undefined;
        const accessToken = shop?.access_token;
        if (accessToken) await guarded(state, () => revokeAccessToken(getDb(), accessToken));
      },
    },
  };
}
