import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import route from '@/pages/api/auth/[...nextauth]';
import { resetServerEnvForTests } from '@/env';
import { LIMITS, recordFailure } from '@/server/auth/login-throttle';
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
    // The address is one failure short of its limit (each failure for another account).
    for (let attempt = 0; attempt < LIMITS.address - 1; attempt += 1)
      await recordFailure(database.db(), {
        account: `earlier${attempt}@example.test`,
        address: '203.0.113.7',
      });
    const last = await failedLogin(1, '198.51.100.1, 203.0.113.7');
    expect(String(last.json.url)).toContain('error=TooManyFailedLoginAttempts');
    const blocked = await failedLogin(2, '192.0.2.55, 203.0.113.7');
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ error: 'TooManyFailedLoginAttempts' });
    // Another client behind the same proxy is not blocked.
    const other = await failedLogin(3, '192.0.2.55, 203.0.113.8');
    expect(other.status).toBe(401);
  });
});
