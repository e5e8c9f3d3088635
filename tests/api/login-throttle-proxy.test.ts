import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import route from '@/pages/api/auth/[...nextauth]';
import { resetServerEnvForTests } from '@/env/server';
import { recordCustomerLoginFailure } from '@/server/auth/customer-login-throttle';
import { addressDelaySeconds, ADDRESS_FREE_FAILURES } from '@/server/auth/login-schedule';
import { clockNowMs } from '@/server/clock';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

/** Issue item 10: behind a trusted proxy, a made-up first X-Forwarded-For hop buys nothing. */
describe('per-address login limit behind a trusted proxy', () => {
  const database = useTestDatabase();
  const call = useRoute(route, { parseBody: true });
  const saved = { ...process.env };

  beforeAll(() => {
    process.env.NEXTAUTH_URL = 'http://127.0.0.1';
    process.env.TRUST_PROXY = 'true';
    delete process.env.TRUSTED_PROXY_COUNT;
    resetServerEnvForTests();
  });
  afterAll(() => {
    process.env.TRUST_PROXY = saved.TRUST_PROXY;
    if (saved.TRUST_PROXY === undefined) delete process.env.TRUST_PROXY;
    resetServerEnvForTests();
  });

  /** One failed login for a new account each time (the account limit never comes into play). */
  async function failedLogin(attempt: number, forwardedFor: string) {
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
        'x-forwarded-for': forwardedFor,
      },
      body: new URLSearchParams({
        email: `guess${attempt}@example.test`,
        password: 'not the password',
        csrfToken: String(json.csrfToken),
        callbackUrl: '/',
        json: 'true',
      }).toString(),
    });
  }

  it('counts the address the proxy appended, whatever the client put first', async () => {
    // The address is past its free failures (each for another account) and its wait is over.
    const failures = ADDRESS_FREE_FAILURES + 4;
    const before = new Date(clockNowMs() - (addressDelaySeconds(failures) + 5) * 1000);
    for (let attempt = 0; attempt < failures; attempt += 1)
      await recordCustomerLoginFailure(
        database.db(),
        { account: `earlier${attempt}@example.test`, address: '203.0.113.7' },
        before,
      );
    expect((await failedLogin(1, '198.51.100.1, 203.0.113.7')).status).toBe(401);
    const waiting = await failedLogin(2, '192.0.2.55, 203.0.113.7');
    expect(waiting.status).toBe(429);
    expect(waiting.json).toMatchObject({ error: 'TooManyFailedLoginAttempts' });
    // Another client behind the same proxy is not slowed down.
    const other = await failedLogin(3, '192.0.2.55, 203.0.113.8');
    expect(other.status).toBe(401);
  });
});
