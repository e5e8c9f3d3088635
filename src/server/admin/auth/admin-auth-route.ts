import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { sendJson, sendProblem } from '@/server/api/responder';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '@/server/auth/client-address';
import { retryAfterSeconds } from '@/server/auth/login-throttle';
import { assertNextAuthRequest, type NextAuthShape } from '@/server/auth/next-auth-request';
import { RecordedResponse } from '@/server/auth/recorded-response';
import { getDb } from '@/server/db/client';
import { STAFF_AUTH_ERRORS, staffThrottleAccount } from '../staff-sign-in';
import { adminAuthOptions, type AdminAuthState } from './admin-auth-options';

const SHAPE: NextAuthShape = {
  providers: new Set(['staff']),
  fields: ['csrfToken', 'callbackUrl', 'json', 'redirect', 'email', 'password', 'totp', 'error'],
};

function isStaffLogin(req: NextApiRequest): boolean {
  const parts = req.query.nextauth;
  return (
    req.method === 'POST' && Array.isArray(parts) && parts[0] === 'callback' && parts[1] === 'staff'
  );
}

/**
 * The console's NextAuth endpoints (/api/admin/auth/*), behind the same guards as the shop's:
 * malformed requests refused first, a throttled sign-in answers 429 before any password is
 * checked, and a database failure in a callback answers 503/500 instead of a signed-out 200.
 */
export async function adminAuthRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  try {
    assertNextAuthRequest(req, SHAPE);
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req);
    if (isStaffLogin(req)) {
      const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
      const wait = await retryAfterSeconds(getDb(), {
        account: staffThrottleAccount(email),
        address: req.headers[CLIENT_ADDRESS_HEADER] as string,
      });
      if (wait > 0) {
        sendJson(
          res,
          429,
          {
            error: STAFF_AUTH_ERRORS.tooManyLogins,
            url: `/admin/login/?error=${STAFF_AUTH_ERRORS.tooManyLogins}`,
          },
          { 'Retry-After': String(wait) },
        );
        return;
      }
    }
    const state: AdminAuthState = {};
    const recorded = new RecordedResponse();
    await NextAuth(req, recorded.asResponse(), adminAuthOptions(state));
    if (state.failure !== undefined) throw state.failure;
    recorded.replay(res);
  } catch (error) {
    sendProblem(res, error, { method: req.method, url: req.url });
  }
}
