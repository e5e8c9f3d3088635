import type { NextAuthOptions } from 'next-auth';
import { authSecret } from './auth-secret';

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * NextAuth with JWT sessions. The session exposes the customer's id and the opaque access token
 * that authenticates /api/v3 calls. Credentials providers (login, register) are added by the
 * accounts work; until then nobody can sign in and every session is empty.
 */
export function nextAuthOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    providers: [],
    pages: { signIn: '/auth/login/', error: '/auth/login/' },
    callbacks: {
      async session({ session, token }) {
        const fromToken = token as {
          customer_id?: number;
          first_name?: string;
          access_token?: string;
        };
        if (fromToken.customer_id && fromToken.access_token) {
          session.user = {
            ...session.user,
            id: fromToken.customer_id,
            first_name: fromToken.first_name ?? '',
            access_token: fromToken.access_token,
          } as typeof session.user;
        }
        return session;
      },
    },
  };
}
