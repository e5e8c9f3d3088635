import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '@/server/auth/client-address';
import { retryAfterSeconds } from '@/server/auth/login-throttle';
import { nextAuthOptions } from '@/server/auth/next-auth-options';
import { getDb } from '@/server/db/client';
import { AUTH_ERRORS } from '@/server/services/auth/auth-errors';

function isLoginCallback(req: NextApiRequest): boolean {
  const parts = req.query.nextauth;
  return (
    req.method === 'POST' && Array.isArray(parts) && parts[0] === 'callback' && parts[1] === 'login'
  );
}

/**
 * NextAuth, plus the one thing it cannot say itself: a throttled login answers HTTP 429
 * (spec section 8) before any password is checked.
 */
export default async function auth(req: NextApiRequest, res: NextApiResponse) {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req);
  if (isLoginCallback(req)) {
    const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
    const wait = await retryAfterSeconds(getDb(), {
      account: email,
      address: req.headers[CLIENT_ADDRESS_HEADER] as string,
    });
    if (wait > 0) {
      res.setHeader('Retry-After', String(wait));
      res.setHeader('Cache-Control', 'no-store');
      res.status(429).json({
        error: AUTH_ERRORS.tooManyLogins,
        url: `/auth/login/?error=${AUTH_ERRORS.tooManyLogins}`,
      });
      return;
    }
  }
  return NextAuth(req, res, nextAuthOptions());
}
