import { eq } from 'drizzle-orm';
import { totpNow } from '../../helpers/clock';
import { beforeAll, describe, expect, it } from 'vitest';
import adminAuthRoute from '@/pages/api/admin/auth/[...nextauth]';
import setupRoute from '@/pages/api/admin/auth/setup';
import { createStaffMember, issueSetupToken, readSetupLink } from '@/server/admin/staff-setup';
import { staff } from '@/server/db/schema';
import { useRoute } from '../../helpers/call-route';
import { nextAuthFormClient } from '../../helpers/next-auth-client';
import { createStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

const errorOf = (response: { json: Record<string, unknown> }) =>
  new URL(String(response.json.url), 'http://x').searchParams.get('error');

/**
 * Issue 32 item 20, RFC 6238 section 5.2: a verifier must not accept a code a second time. The
 * code sent is whatever the authenticator shows now, so a code is used again within its step
 * whatever the clock says.
 */
describe('an authenticator code is accepted once', () => {
  const database = useTestDatabase();
  const auth = useRoute(adminAuthRoute, { parseBody: true });
  const setup = useRoute(setupRoute);
  const signIn = (fields: Record<string, string>) =>
    nextAuthFormClient(auth, { basePath: '/api/admin/auth', callbackUrl: '/admin/' }).post(
      ['callback', 'staff'],
      fields,
    );

  beforeAll(() => {
    process.env.NEXTAUTH_URL = 'http://127.0.0.1';
  });

  it('refuses to sign in with the code that finished the set-up', async () => {
    const db = database.db();
    const member = await createStaffMember(db, { email: 'once.owner@ollie.test', role: 'owner' });
    const token = await issueSetupToken(db, member.id);
    const link = await readSetupLink(db, token);
    const code = await totpNow(link!.totpSecret);
    const password = 'chew-toy-meadow-7';
    const done = await setup({
      method: 'POST',
      url: '/api/admin/auth/setup/',
      body: { token, password, confirm_password: password, totp_code: code },
    });
    expect(done.status).toBe(200);
    const [row] = await db.select().from(staff).where(eq(staff.id, member.id));
    expect(row!.totpLastStep).not.toBeNull();
    const again = await signIn({ email: member.email, password, totp: code });
    expect(errorOf(again)).toBe('TotpInvalid');
  });

  it('lets one of several concurrent sign-ins with one code through', async () => {
    const owner = await createStaff(database.db(), { role: 'owner' });
    const code = await totpNow(owner.totpSecret!);
    const answers = await Promise.all(
      // Four: three refusals stay under the account's throttle (five failures).
      Array.from({ length: 4 }, () =>
        signIn({ email: owner.email, password: owner.password, totp: code }),
      ),
    );
    const errors = answers.map(errorOf);
    expect(errors.filter((error) => error === null)).toHaveLength(1);
    expect(errors.filter((error) => error === 'TotpInvalid')).toHaveLength(3);
  });
});
