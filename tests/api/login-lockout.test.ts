import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import route from '@/pages/api/auth/[...nextauth]';
import { resetServerEnvForTests } from '@/env/server';
import {
  customerLoginGate,
  recordCustomerLoginFailure,
} from '@/server/auth/customer-login-throttle';
import {
  ADDRESS_FREE_FAILURES,
  addressDelaySeconds,
  MAX_DELAY_SECONDS,
  QUIET_RESET_SECONDS,
} from '@/server/auth/login-schedule';
import { hashPassword } from '@/server/auth/passwords';
import { clockNowMs, setClockForTests } from '@/server/clock';
import { createCustomer } from '../factories/customers';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

/**
 * Issue 51 item 10: a stranger's wrong guesses must not deny a customer their account. They slow
 * down the stranger's own address and make the account ask for the CAPTCHA (login-schedule.ts).
 */
// Each login hashes a password (scrypt, on purpose slow): a test of several logins needs longer
// than the default on a busy machine.
describe('a stranger cannot lock a customer out', { timeout: 120_000 }, () => {
  const database = useTestDatabase();
  const call = useRoute(route, { parseBody: true });
  const saved = { ...process.env };

  beforeAll(() => {
    process.env.NEXTAUTH_URL = 'http://127.0.0.1';
    process.env.TRUST_PROXY = 'true';
    delete process.env.TRUSTED_PROXY_COUNT;
    resetServerEnvForTests();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete process.env.RECAPTCHA_SECRET_KEY;
    setClockForTests(null);
    resetServerEnvForTests();
  });
  afterAll(() => {
    process.env.TRUST_PROXY = saved.TRUST_PROXY;
    if (saved.TRUST_PROXY === undefined) delete process.env.TRUST_PROXY;
    resetServerEnvForTests();
  });

  /** One login through NextAuth's credentials callback, from `address` (as nginx forwards it). */
  async function logIn(address: string, email: string, password: string, captcha?: string) {
    const { json, headers } = await call({
      url: '/api/auth/csrf/',
      params: { nextauth: ['csrf'] },
    });
    const cookie = headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ');
    return call({
      method: 'POST',
      url: '/api/auth/callback/login/',
      params: { nextauth: ['callback', 'login'] },
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
      },
      body: new URLSearchParams({
        email,
        password,
        csrfToken: String(json.csrfToken),
        callbackUrl: '/',
        json: 'true',
        ...(captcha === undefined ? {} : { 'g-recaptcha-response': captcha }),
      }).toString(),
    });
  }
  const signedIn = (response: { status: number; headers: Headers }) =>
    response.status === 200 &&
    response.headers.getSetCookie().some((cookie) => cookie.includes('session-token='));

  /** Google's verification: `human` says whether the answer passes. */
  function recaptchaAnswers(human: boolean) {
    process.env.RECAPTCHA_SECRET_KEY = 'test-secret';
    resetServerEnvForTests();
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).includes('google.com/recaptcha')
        ? Promise.resolve(new Response(JSON.stringify({ success: human })))
        : realFetch(input, init),
    );
  }

  it('signs the customer in from their own address while a stranger hammers the account', async () => {
    setClockForTests('2026-11-23T15:00:00Z');
    await createCustomer(database.db(), {
      email: 'target@example.test',
      passwordHash: await hashPassword('walks in the rain'),
    });
    // Five wrong passwords used to lock the account for 15 minutes, whoever typed them.
    for (let guess = 0; guess < 5; guess += 1) {
      const refused = await logIn('203.0.113.66', 'target@example.test', `guess ${guess}`);
      expect(signedIn(refused)).toBe(false);
    }
    const customer = await logIn('198.51.100.5', 'target@example.test', 'walks in the rain');
    expect(signedIn(customer)).toBe(true);
  });

  it('makes an address wait after its free failures, whichever accounts it tries', async () => {
    // Past its free failures (each for another account), its last wait just over: one more
    // failure through the login makes it wait again (minutes: no race with this test's pace).
    const failures = ADDRESS_FREE_FAILURES + 7;
    const before = new Date(clockNowMs() - (addressDelaySeconds(failures) + 5) * 1000);
    for (let guess = 0; guess < failures; guess += 1)
      await recordCustomerLoginFailure(
        database.db(),
        { account: `someone${guess}@example.test`, address: '203.0.113.70' },
        before,
      );
    expect((await logIn('203.0.113.70', 'another@example.test', 'guess')).status).toBe(401);
    const waiting = await logIn('203.0.113.70', 'another@example.test', 'guess');
    expect(waiting.status).toBe(429);
    expect(waiting.json).toMatchObject({ error: 'TooManyFailedLoginAttempts' });
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(
      addressDelaySeconds(failures),
    );
    // Another address is not slowed down.
    expect((await logIn('203.0.113.71', 'another@example.test', 'guess')).status).toBe(401);
  });

  it('doubles the wait with each further failure, up to its cap, and forgets a quiet address', async () => {
    const keys = { account: 'someone@example.test', address: '203.0.113.72' };
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 15) + seconds * 1000);
    const waits: number[] = [];
    for (let failure = 1; failure <= ADDRESS_FREE_FAILURES + 12; failure += 1) {
      await recordCustomerLoginFailure(database.db(), keys, at(failure * 1000));
      waits.push((await customerLoginGate(database.db(), keys, at(failure * 1000))).waitSeconds);
    }
    expect(waits.slice(ADDRESS_FREE_FAILURES - 1, ADDRESS_FREE_FAILURES + 4)).toEqual([
      0, 2, 4, 8, 16,
    ]);
    expect(waits.at(-1)).toBe(MAX_DELAY_SECONDS);
    const quiet = at((ADDRESS_FREE_FAILURES + 12) * 1000 + QUIET_RESET_SECONDS);
    await recordCustomerLoginFailure(database.db(), keys, quiet);
    expect(await customerLoginGate(database.db(), keys, quiet)).toEqual({
      waitSeconds: 0,
      captchaRequired: false,
    });
  });

  it('asks that address for the CAPTCHA after three failures on one account, and the customer who answers it gets in', async () => {
    setClockForTests('2026-11-23T15:00:00Z');
    await createCustomer(database.db(), {
      email: 'forgetful@example.test',
      passwordHash: await hashPassword('walks in the rain'),
    });
    recaptchaAnswers(true);
    for (let guess = 0; guess < 3; guess += 1)
      expect((await logIn('203.0.113.80', 'forgetful@example.test', `guess ${guess}`)).status).toBe(
        401,
      );
    const asked = await logIn('203.0.113.80', 'forgetful@example.test', 'walks in the rain');
    expect(asked.status).toBe(429);
    expect(asked.json).toMatchObject({
      error: 'TooManyFailedLoginAttempts',
      captcha_required: true,
    });
    // Another address is not asked; this one gets in with a CAPTCHA answer Google accepts.
    expect(
      signedIn(await logIn('203.0.113.81', 'forgetful@example.test', 'walks in the rain')),
    ).toBe(true);
    expect(
      signedIn(
        await logIn('203.0.113.80', 'forgetful@example.test', 'walks in the rain', 'answer'),
      ),
    ).toBe(true);
  });

  it('refuses a CAPTCHA answer Google does not accept', async () => {
    setClockForTests('2026-11-23T15:00:00Z');
    await createCustomer(database.db(), {
      email: 'bot-target@example.test',
      passwordHash: await hashPassword('walks in the rain'),
    });
    recaptchaAnswers(false);
    for (let guess = 0; guess < 3; guess += 1)
      await logIn('203.0.113.90', 'bot-target@example.test', `guess ${guess}`);
    const refused = await logIn(
      '203.0.113.90',
      'bot-target@example.test',
      'walks in the rain',
      'robot',
    );
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ captcha_required: true });
  });
});
