import { and, eq } from 'drizzle-orm';
import { totpNow } from '../../helpers/clock';
import { beforeAll, describe, expect, it } from 'vitest';
import adminAuthRoute from '@/pages/api/admin/auth/[...nextauth]';
import staffRoute from '@/pages/api/admin/staff/index';
import dashboardRoute from '@/pages/api/admin/dashboard';
import { LIMITS } from '@/server/auth/login-throttle';
import { auditLog } from '@/server/db/schema';
import { useRoute } from '../../helpers/call-route';
import { nextAuthFormClient } from '../../helpers/next-auth-client';
import { createStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

/** The console's NextAuth as a browser sees it. */
function adminAuthClient(call: ReturnType<typeof useRoute>) {
  const client = nextAuthFormClient(call, { basePath: '/api/admin/auth', callbackUrl: '/admin/' });
  return {
    jar: client.jar,
    signIn: (fields: Record<string, string>) => client.post(['callback', 'staff'], fields),
    signOut: () => client.post(['signout'], {}),
    session: async () =>
      (await client.session()).json as {
        user?: { access_token?: string; role?: string };
      },
  };
}

const errorOf = (response: { json: Record<string, unknown> }) =>
  new URL(String(response.json.url), 'http://x').searchParams.get('error');

describe('the console sign-in', () => {
  const database = useTestDatabase();
  const call = useRoute(adminAuthRoute, { parseBody: true });
  const callStaff = useRoute(staffRoute);
  const callDashboard = useRoute(dashboardRoute);

  beforeAll(() => {
    process.env.NEXTAUTH_URL = 'http://127.0.0.1';
  });

  it('signs an owner in with password and authenticator code, into its own cookie', async () => {
    const owner = await createStaff(database.db(), { role: 'owner' });
    const client = adminAuthClient(call);
    const noCode = await client.signIn({ email: owner.email, password: owner.password });
    expect(errorOf(noCode)).toBe('TotpRequired');
    const wrong = await client.signIn({
      email: owner.email,
      password: owner.password,
      totp: '123456',
    });
    expect(errorOf(wrong)).toBe('TotpInvalid');
    const code = await totpNow(owner.totpSecret!);
    const ok = await client.signIn({ email: owner.email, password: owner.password, totp: code });
    expect(ok.status).toBe(200);
    expect(errorOf(ok)).toBeNull();
    expect([...client.jar.keys()]).toContain('admin.session-token');
    expect([...client.jar.keys()].some((name) => name.startsWith('next-auth.'))).toBe(false);
    const session = await client.session();
    expect(session.user).toMatchObject({ role: 'owner' });
    const token = session.user!.access_token!;
    expect((await callStaff({ url: '/api/admin/staff/', token })).status).toBe(200);

    // The same code cannot sign in a second time.
    const replay = adminAuthClient(call);
    const again = await replay.signIn({ email: owner.email, password: owner.password, totp: code });
    expect(errorOf(again)).toBe('TotpInvalid');

    await client.signOut();
    expect((await callStaff({ url: '/api/admin/staff/', token })).status).toBe(401);
  });

  it.each(['support', 'fulfilment'] as const)(
    'never signs a %s in on the password alone',
    async (role) => {
      const member = await createStaff(database.db(), { role });
      const client = adminAuthClient(call);
      const noCode = await client.signIn({ email: member.email, password: member.password });
      expect(errorOf(noCode)).toBe('TotpRequired');
      expect((await client.session()).user).toBeUndefined();
      const code = await totpNow(member.totpSecret!);
      const ok = await client.signIn({
        email: member.email,
        password: member.password,
        totp: code,
      });
      expect(errorOf(ok)).toBeNull();
      expect((await client.session()).user).toMatchObject({ role });
    },
  );

  it('lets staff from before every role had two-step sign-in in only to enrol', async () => {
    const agent = await createStaff(database.db(), { role: 'support', totp: false });
    const client = adminAuthClient(call);
    const ok = await client.signIn({ email: agent.email, password: agent.password });
    expect(errorOf(ok)).toBeNull();
    const token = (await client.session()).user!.access_token!;
    const refused = await callDashboard({ url: '/api/admin/dashboard/', token });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'totp_required' });
    const [audit] = await database
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.sign_in'), eq(auditLog.staffId, agent.id)));
    expect(audit!.after).toMatchObject({ two_step: false, enrolment_only: true });
  });

  it('throttles wrong passwords', async () => {
    const other = await createStaff(database.db(), { role: 'fulfilment' });
    const attacker = adminAuthClient(call);
    const answers: Array<string | null> = [];
    for (let i = 0; i < LIMITS.account; i++)
      answers.push(
        errorOf(await attacker.signIn({ email: other.email, password: 'not-the-password' })),
      );
    expect(answers.at(-1)).toBe('TooManyFailedLoginAttempts');
    const locked = await attacker.signIn({ email: other.email, password: other.password });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
  });

  it('writes each sign-in to the audit log, and no row for a refused one', async () => {
    const db = database.db();
    const agent = await createStaff(db, { role: 'support' });
    const withCode = async () => ({
      email: agent.email,
      password: agent.password,
      totp: await totpNow(agent.totpSecret!),
    });
    const signInsOf = () =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'staff.sign_in'), eq(auditLog.staffId, agent.id)));
    const refused = await adminAuthClient(call).signIn({ email: agent.email, password: 'nope' });
    expect(errorOf(refused)).not.toBeNull();
    expect(await signInsOf()).toEqual([]);
    const ok = await adminAuthClient(call).signIn(await withCode());
    expect(errorOf(ok)).toBeNull();
    expect(await signInsOf()).toEqual([
      expect.objectContaining({
        targetType: 'staff',
        targetId: String(agent.id),
        after: expect.objectContaining({ two_step: true, address: expect.any(String) }),
      }),
    ]);
  });

  it('refuses unknown providers and fields NextAuth must not see', async () => {
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/admin/auth/callback/login/',
          params: { nextauth: ['callback', 'login'] },
        })
      ).status,
    ).toBe(404);
  });
});
