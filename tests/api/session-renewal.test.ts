import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import route from '@/pages/api/auth/[...nextauth]';
import updatePasswordRoute from '@/pages/api/v3/auth/update-password';
import customerRoute from '@/pages/api/v3/customers/[id]/index';
import { hashPassword } from '@/server/auth/passwords';
import { clockNowMs, setClockForTests } from '@/server/clock';
import { createCustomer } from '../factories/customers';
import { useRoute } from '../helpers/call-route';
import { nextAuthFormClient } from '../helpers/next-auth-client';
import { useTestDatabase } from '../helpers/test-db';

interface SessionUser {
  id: number;
  access_token: string;
  access_token_expires: string;
}

/**
 * Issue 51 item 5: the access token page scripts can read lives an hour; the session cookie
 * (httpOnly) renews it through GET /api/auth/session/ while the session lives, and signing out
 * or changing the password ends both.
 */
describe('short access tokens, renewed by the session', () => {
  const database = useTestDatabase();
  const call = useRoute(route, { parseBody: true });
  const getCustomer = useRoute(customerRoute);
  const updatePassword = useRoute(updatePasswordRoute);

  beforeAll(() => {
    process.env.NEXTAUTH_URL = 'http://127.0.0.1';
  });
  afterEach(() => setClockForTests(null));

  const laterBy = (minutes: number) => setClockForTests(new Date(clockNowMs() + minutes * 60_000));
  const me = (user: { id: number }, token: string) =>
    getCustomer({
      url: `/api/v3/customers/${user.id}/`,
      params: { id: String(user.id) },
      token,
    });

  async function signedIn(email: string) {
    const client = nextAuthFormClient(call, { basePath: '/api/auth', callbackUrl: '/' });
    const response = await client.post(['callback', 'login'], {
      email,
      password: 'walks in the rain',
    });
    expect(response.status).toBe(200);
    return client;
  }
  const userOf = async (client: Awaited<ReturnType<typeof signedIn>>) =>
    (await client.session()).json.user as SessionUser | undefined;

  async function customer(email: string) {
    setClockForTests('2026-11-23T15:00:00Z');
    await createCustomer(database.db(), {
      email,
      passwordHash: await hashPassword('walks in the rain'),
    });
  }

  it('refuses a token an hour old, and the session hands out a fresh one that works', async () => {
    await customer('hour@example.test');
    const client = await signedIn('hour@example.test');
    const first = (await userOf(client))!;
    const expiresIn = Date.parse(first.access_token_expires) - clockNowMs();
    expect(expiresIn).toBeGreaterThan(55 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
    expect((await me(first, first.access_token)).status).toBe(200);

    laterBy(61);
    expect((await me(first, first.access_token)).status).toBe(401);
    const renewed = (await userOf(client))!;
    expect(renewed).toMatchObject({ id: first.id });
    expect(renewed.access_token).not.toBe(first.access_token);
    expect((await me(renewed, renewed.access_token)).status).toBe(200);
    // The renewed cookie keeps the new token: the next read hands out the same one.
    expect((await userOf(client))!.access_token).toBe(renewed.access_token);
  });

  it('renews shortly before the hour is up, so a page never holds a token about to die', async () => {
    await customer('early@example.test');
    const client = await signedIn('early@example.test');
    const first = (await userOf(client))!;
    laterBy(30);
    expect((await userOf(client))!.access_token).toBe(first.access_token);
    laterBy(25);
    const renewed = (await userOf(client))!;
    expect(renewed.access_token).not.toBe(first.access_token);
    // Both work until the older one's hour is up.
    expect((await me(first, first.access_token)).status).toBe(200);
    expect((await me(renewed, renewed.access_token)).status).toBe(200);
  });

  it('signing out ends the session cookie and every token it handed out', async () => {
    await customer('leaving@example.test');
    const client = await signedIn('leaving@example.test');
    const first = (await userOf(client))!;
    laterBy(55);
    const second = (await userOf(client))!;
    expect(second.access_token).not.toBe(first.access_token);
    // A copy of the cookie, as someone who took it would keep it.
    const stolen = new Map(client.jar);
    await client.post(['signout'], {});
    expect((await me(first, first.access_token)).status).toBe(401);
    expect((await me(second, second.access_token)).status).toBe(401);
    for (const [name, value] of stolen) client.jar.set(name, value);
    expect(await userOf(client)).toBeUndefined();
    laterBy(61);
    expect(await userOf(client)).toBeUndefined();
  });

  it('a password change ends every other session (cookie and tokens), keeping the one that made it', async () => {
    await customer('changing@example.test');
    const here = await signedIn('changing@example.test');
    const elsewhere = await signedIn('changing@example.test');
    const mine = (await userOf(here))!;
    const theirs = (await userOf(elsewhere))!;
    const changed = await updatePassword({
      method: 'PUT',
      url: '/api/v3/auth/update-password/',
      token: mine.access_token,
      body: {
        current_password: 'walks in the rain',
        new_password: 'runs in the sun today',
        confirm_password: 'runs in the sun today',
      },
    });
    expect(changed.status).toBe(200);
    expect((await me(theirs, theirs.access_token)).status).toBe(401);
    expect(await userOf(elsewhere)).toBeUndefined();
    laterBy(61);
    expect(await userOf(elsewhere)).toBeUndefined();
    const renewed = (await userOf(here))!;
    expect((await me(renewed, renewed.access_token)).status).toBe(200);
  });
});
