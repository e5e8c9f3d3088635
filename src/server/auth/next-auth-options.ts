import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/server/db/client';
import { displayFirstName } from '@/server/services/customers/customer-view';
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
 * NextAuth with JWT sessions and two credentials providers (spec section 7): `login` (email,
 * password) and `register` (first_name optional, email, customer_group_id; creates a lead).
 * The session exposes the customer's id and the opaque access token for /api/v3; a session
 * whose token has been revoked (logout, password change or reset) reads as signed out.
 */
export function nextAuthOptions(): NextAuthOptions {
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
          (await logIn(getDb(), credentials ?? {}, clientAddress(req.headers))) as unknown as null,
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
          (await registerLead(getDb(), credentials ?? {})) as unknown as null,
      }),
    ],
    pages: { signIn: '/auth/login/', error: '/auth/login/' },
    callbacks: {
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
        const current = await resolveSessionCustomer(getDb(), shop.access_token);
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
        if (shop?.access_token) await revokeAccessToken(getDb(), shop.access_token);
      },
    },
  };
}
