import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import route from '@/pages/api/auth/[...nextauth]';
import customerRoute from '@/pages/api/v3/customers/[id]/index';
import { hashPassword } from '@/server/auth/passwords';
import { customers } from '@/server/db/schema';
import { createCustomer } from '../factories/customers';
import { useRoute } from '../helpers/call-route';
import { nextAuthFormClient } from '../helpers/next-auth-client';
import { useTestDatabase } from '../helpers/test-db';

/** The shop's NextAuth as a browser sees it: the form posts the spec lists. */
const nextAuthClient = (call: ReturnType<typeof useRoute>) =>
  nextAuthFormClient(call, { basePath: '/api/auth', callbackUrl: '/' });

describe('NextAuth callbacks', () => {
  const database = useTestDatabase();
  const call = useRoute(route, { parseBody: true });
  const getCustomer = useRoute(customerRoute);

  beforeAll(() => {
    process.env.NEXTAUTH_URL = 'http://127.0.0.1';
  });

  it('register creates a lead and a session with an access token that works on /api/v3', async () => {
    const client = nextAuthClient(call);
    const response = await client.post(['callback', 'register'], {
      email: 'New.Pup@Example.test',
      first_name: 'Ada',
      customer_group_id: '3',
    });
    expect(response.status).toBe(200);
    const { json: session } = await client.session();
    const user = session.user as {
      id: number;
      email: string;
      first_name: string;
      access_token: string;
    };
    expect(user).toMatchObject({ email: 'new.pup@example.test', first_name: 'Ada' });
    const [row] = await database.db().select().from(customers).where(eq(customers.id, user.id));
    expect(row).toMatchObject({ status: 'lead', passwordHash: null, customerGroupId: 3 });
    const me = await getCustomer({
      url: `/api/v3/customers/${user.id}/`,
      params: { id: String(user.id) },
      token: user.access_token,
    });
    expect(me.status).toBe(200);
  });

  it('register refuses an email that already has an account, and an invalid email', async () => {
    await createCustomer(database.db(), { email: 'taken@example.test' });
    const taken = await nextAuthClient(call).post(['callback', 'register'], {
      email: 'TAKEN@example.test',
    });
    expect(String(taken.json.url)).toContain('error=CustomerExists');
    const invalid = await nextAuthClient(call).post(['callback', 'register'], {
      email: 'not-an-email',
    });
    expect(String(invalid.json.url)).toContain('error=InvalidEmail');
  });

  it('login signs in with the right password, not the wrong one', async () => {
    await createCustomer(database.db(), {
      email: 'maya@example.test',
      firstName: 'Maya',
      passwordHash: await hashPassword('walks in the rain'),
    });
    const wrong = nextAuthClient(call);
    const refused = await wrong.post(['callback', 'login'], {
      email: 'maya@example.test',
      password: 'walks in the snow',
    });
    expect(refused.status).toBe(401);
    expect((await wrong.session()).json.user).toBeUndefined();
    const right = nextAuthClient(call);
    const accepted = await right.post(['callback', 'login'], {
      email: 'Maya@example.test',
      password: 'walks in the rain',
    });
    expect(accepted.status).toBe(200);
    expect((await right.session()).json.user).toMatchObject({ first_name: 'Maya' });
  });

  it('the session shows the customer’s current name and email, not the ones at login', async () => {
    await createCustomer(database.db(), {
      email: 'rename@example.test',
      firstName: 'Old',
      passwordHash: await hashPassword('walks in the rain'),
    });
    const client = nextAuthClient(call);
    await client.post(['callback', 'login'], {
      email: 'rename@example.test',
      password: 'walks in the rain',
    });
    await database
      .db()
      .update(customers)
      .set({ firstName: 'New', email: 'renamed@example.test' })
      .where(eq(customers.email, 'rename@example.test'));
    expect((await client.session()).json.user).toMatchObject({
      first_name: 'New',
      email: 'renamed@example.test',
    });
  });

  it('a POST without the CSRF token does not sign anyone in', async () => {
    await createCustomer(database.db(), {
      email: 'csrf@example.test',
      passwordHash: await hashPassword('walks in the rain'),
    });
    const response = await call({
      method: 'POST',
      url: '/api/auth/callback/login/',
      params: { nextauth: ['callback', 'login'] },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'csrf@example.test',
        password: 'walks in the rain',
        json: 'true',
      }).toString(),
    });
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes('session-token'))).toBe(
      false,
    );
  });

  it('signing out revokes the access token and empties the session', async () => {
    await createCustomer(database.db(), {
      email: 'leaving@example.test',
      passwordHash: await hashPassword('walks in the rain'),
    });
    const client = nextAuthClient(call);
    await client.post(['callback', 'login'], {
      email: 'leaving@example.test',
      password: 'walks in the rain',
    });
    const user = (await client.session()).json.user as { id: number; access_token: string };
    await client.post(['signout'], {});
    const after = await getCustomer({
      url: `/api/v3/customers/${user.id}/`,
      params: { id: String(user.id) },
      token: user.access_token,
    });
    expect(after.status).toBe(401);
  });
});
