import type { NextAuthOptions } from 'next-auth';
import type { CookiesOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { serverEnv } from '@/env';
import { authSecret } from '@/server/auth/auth-secret';
import { CLIENT_ADDRESS_HEADER } from '@/server/auth/client-address';
import { getDb } from '@/server/db/client';
import { logInStaff, StaffAuthError, type SignedInStaff } from '../staff-sign-in';
import { resolveStaffToken, revokeStaffToken, STAFF_TOKEN_TTL_SECONDS } from '../staff-tokens';

/** The console's NextAuth cookies are its own, so the two sessions never mix. */
export const ADMIN_SESSION_COOKIE = 'admin.session-token';

interface StaffToken {
  staff_id?: number;
  access_token?: string;
}

export interface AdminAuthState {
  failure?: unknown;
}

function adminCookies(): CookiesOptions {
  const secure = (serverEnv().authUrl ?? '').startsWith('https://');
  const prefix = secure ? '__Secure-' : '';
  const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
  return {
    sessionToken: { name: `${prefix}${ADMIN_SESSION_COOKIE}`, options },
    callbackUrl: { name: `${prefix}admin.callback-url`, options },
    csrfToken: { name: `${secure ? '__Host-' : ''}admin.csrf-token`, options },
    pkceCodeVerifier: {
      name: `${prefix}admin.pkce.code_verifier`,
      options: { ...options, maxAge: 900 },
    },
    state: { name: `${prefix}admin.state`, options: { ...options, maxAge: 900 } },
    nonce: { name: `${prefix}admin.nonce`, options },
  };
}

/** Our callbacks' unexpected failures are recorded for the route, as the shop's NextAuth does. */
async function guarded<T>(state: AdminAuthState, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffAuthError) throw error;
    state.failure ??= error;
    throw new Error('ServerError');
  }
}

function clientAddress(headers: Record<string, unknown> | undefined): string {
  const value = headers?.[CLIENT_ADDRESS_HEADER];
  return typeof value === 'string' && value ? value : 'unknown';
}

/**
 * The console's NextAuth: one credentials provider (`staff`: email, password, totp), JWT
 * sessions that last as long as the staff token inside them (8 hours), its own cookie names.
 * The session is checked against the token on every read, so signing out, deactivation or an
 * expired token ends it at once.
 */
export function adminAuthOptions(state: AdminAuthState = {}): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: STAFF_TOKEN_TTL_SECONDS },
    cookies: adminCookies(),
    providers: [
      CredentialsProvider({
        id: 'staff',
        name: 'Staff sign-in',
        credentials: {
          email: { label: 'Email', type: 'email' },
          password: { label: 'Password', type: 'password' },
          totp: { label: 'Code', type: 'text' },
        },
        authorize: async (credentials, req) =>
          (await guarded(state, () =>
            logInStaff(getDb(), credentials ?? {}, clientAddress(req.headers)),
          )) as unknown as null,
      }),
    ],
    pages: { signIn: '/admin/login/', error: '/admin/login/', signOut: '/admin/login/' },
    callbacks: {
      redirect: ({ url, baseUrl }) =>
        url.startsWith('/admin/') ? `${baseUrl}${url}` : `${baseUrl}/admin/`,
      async jwt({ token, user }) {
        if (user) {
          const signedIn = user as unknown as SignedInStaff;
          Object.assign(token, {
            staff_id: signedIn.id,
            access_token: signedIn.access_token,
          } satisfies StaffToken);
        }
        return token;
      },
      async session({ session, token }) {
        const claims = token as StaffToken;
        const signedOut = { expires: session.expires } as typeof session;
        if (!claims.staff_id || !claims.access_token) return signedOut;
        const accessToken = claims.access_token;
        const row = await guarded(state, () => resolveStaffToken(getDb(), accessToken));
        if (row?.id !== claims.staff_id) return signedOut;
        session.user = {
          id: row.id,
          email: row.email,
          role: row.role,
          access_token: accessToken,
        } as typeof session.user;
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        const accessToken = (token as StaffToken | undefined)?.access_token;
        if (accessToken) await guarded(state, () => revokeStaffToken(getDb(), accessToken));
      },
    },
  };
}
