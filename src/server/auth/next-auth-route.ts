import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { sendJson, sendProblem } from '@/server/api/responder';
import { ValidationError } from '@/server/errors';
import { getDb } from '@/server/db/client';
import { AUTH_ERRORS } from '@/server/services/auth/auth-errors';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from './client-address';
import { verifyCaptcha } from './captcha';
import { customerLoginGate } from './customer-login-throttle';
import { nextAuthOptions, type AuthRequestState } from './next-auth-options';
import { assertNextAuthRequest } from './next-auth-request';
import { RecordedResponse } from './recorded-response';

function isLoginCallback(req: NextApiRequest): boolean {
  const parts = req.query.nextauth;
  return (
    req.method === 'POST' && Array.isArray(parts) && parts[0] === 'callback' && parts[1] === 'login'
  );
}

const tooManyLogins = (res: NextApiResponse, extra: object, headers?: Record<string, string>) =>
  sendJson(
    res,
    429,
    {
      error: AUTH_ERRORS.tooManyLogins,
      url: `/auth/login/?error=${AUTH_ERRORS.tooManyLogins}`,
      ...extra,
    },
    headers,
  );

/**
 * The login throttle (login-schedule.ts), before any password is checked: an address still
 * waiting after its failures answers 429 with Retry-After; an attempt that must carry the
 * CAPTCHA and does not carry a verified one answers 429 with `captcha_required`. Both keep the
 * spec's TooManyFailedLoginAttempts code.
 */
async function passesLoginGate(req: NextApiRequest, res: NextApiResponse): Promise<boolean> {
  const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
  const address = req.headers[CLIENT_ADDRESS_HEADER] as string;
  const gate = await customerLoginGate(getDb(), { account: email, address });
  if (gate.waitSeconds > 0) {
    tooManyLogins(
      res,
      { retry_after: gate.waitSeconds },
      { 'Retry-After': String(gate.waitSeconds) },
    );
    return false;
  }
  if (!gate.captchaRequired) return true;
  const passed = await verifyCaptcha(req.body?.['g-recaptcha-response'], address).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ValidationError) return false;
      throw error;
    },
  );
  if (!passed) tooManyLogins(res, { captcha_required: true });
  return passed;
}

/**
 * NextAuth, plus what it cannot do itself: malformed requests are refused before it runs (400,
 * 404, 405), a throttled login answers HTTP 429 (spec section 8) before any password is checked,
 * and a failure of our database behind one of its callbacks answers 503 (500 for anything else)
 * with the session cookie left alone, instead of NextAuth's signed-out answer or an error URL
 * holding the database's message.
 */
export async function nextAuthRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  try {
    assertNextAuthRequest(req);
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req);
    if (isLoginCallback(req) && !(await passesLoginGate(req, res))) return;
    const state: AuthRequestState = {};
    const recorded = new RecordedResponse();
    await NextAuth(req, recorded.asResponse(), nextAuthOptions(state));
    if (state.failure !== undefined) throw state.failure;
    recorded.replay(res);
  } catch (error) {
    sendProblem(res, error, { method: req.method, url: req.url });
  }
}
