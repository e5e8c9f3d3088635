import type { CookiesOptions, NextAuthOptions, Session } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import {
  clientAddress,
  guarded,
  tokenSessionOptions,
  type AuthRequestState,
} from '@/server/auth/token-session';
import { serverEnv } from '@/env/server';
import { getDb } from '@/server/db/client';
import type { StaffRow } from '@/server/db/schema';
import { logInStaff, StaffAuthError, type SignedInStaff } from '../staff-sign-in';
import { resolveStaffToken, revokeStaffToken, STAFF_TOKEN_TTL_SECONDS } from '../staff-tokens';

/** The console's NextAuth cookies are its own, so the two sessions never mix. */
export const ADMIN_SESSION_COOKIE = 'admin.session-token';

interface StaffToken {
  staff_id?: number;
  access_token?: string;
}

export type AdminAuthState = AuthRequestState;

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

/**
 * The console's NextAuth: one credentials provider (`staff`: email, password, totp), JWT
 * sessions that last as long as the staff token inside them (8 hours), its own cookie names.
 * The session is checked against the token on every read, so signing out, deactivation or an
 * expired token ends it at once.
 */
export function adminAuthOptions(state: AdminAuthState = {}): NextAuthOptions {
  const shared = tokenSessionOptions<StaffToken, StaffRow>({
    state,
    expected: StaffAuthError,
    maxAge: STAFF_TOKEN_TTL_SECONDS,
    claimsOf: (user) => {
      const signedIn = user as SignedInStaff;
      return { staff_id: signedIn.id, access_token: signedIn.access_token };
    },
    resolve: resolveStaffToken,
    userOf: (claims, row, accessToken) =>
      claims.staff_id && row.id === claims.staff_id
        ? ({
            id: row.id,
            email: row.email,
            role: row.role,
            access_token: accessToken,
          } as Session['user'])
        : null,
    revoke: revokeStaffToken,
  });
  return {
    ...shared,
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
          (await guarded(state, StaffAuthError, () =>
            logInStaff(getDb(), credentials ?? {}, clientAddress(req.headers)),
          )) as unknown as null,
      }),
    ],
    pages: { signIn: '/admin/login/', error: '/admin/login/', signOut: '/admin/login/' },
    callbacks: {
      ...shared.callbacks,
      redirect: ({ url, baseUrl }) =>
        url.startsWith('/admin/') ? `${baseUrl}${url}` : `${baseUrl}/admin/`,
    },
  };
}
