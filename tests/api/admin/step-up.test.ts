import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import adminAuthRoute from '@/pages/api/admin/auth/[...nextauth]';
import deleteRoute from '@/pages/api/admin/customers/[customerId]/delete-account';
import exportRoute from '@/pages/api/admin/exports/[kind]';
import { LIMITS } from '@/server/auth/login-throttle';
import { auditLog } from '@/server/db/schema';
import { createSignedInCustomer } from '../../factories/customers';
import { useRoute } from '../../helpers/call-route';
import { totpNow } from '../../helpers/clock';
import { nextAuthFormClient } from '../../helpers/next-auth-client';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

/**
 * Issue 51 item 2: taking every customer out of the shop, or deleting an account, asks the staff
 * member for a fresh authenticator code (step-up) on top of their session, spent like a sign-in's
 * code and recorded in the action's audit row.
 */
describe('step-up for exports and account deletion', () => {
  const database = useTestDatabase();
  const exporter = useRoute(exportRoute);
  const deleter = useRoute(deleteRoute);
  const auth = useRoute(adminAuthRoute, { parseBody: true });

  const exportCustomers = (member: CreatedStaff, code?: string) =>
    exporter({
      url: '/api/admin/exports/customers/',
      params: { kind: 'customers' },
      token: member.token,
      headers: code === undefined ? {} : { 'X-Step-Up-Code': code },
    });
  const exportsBy = (staffId: number) =>
    database
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customers.export'), eq(auditLog.staffId, staffId)))
      .orderBy(desc(auditLog.id));

  it('refuses an export without a code, with a wrong one, or with one already spent', async () => {
    const support = await createStaff(database.db(), { role: 'support' });
    const none = await exportCustomers(support);
    expect(none.status).toBe(403);
    expect(none.json).toEqual({
      code: 'step_up_required',
      detail: 'Enter the current code from your authenticator app to confirm this.',
    });
    const wrong = await exportCustomers(support, '000000');
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({ code: 'step_up_invalid' });
    expect(await exportsBy(support.id)).toEqual([]);

    const code = await totpNow(support.totpSecret!);
    const ok = await exportCustomers(support, code);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/csv/);
    const [audit] = await exportsBy(support.id);
    expect(audit!.after).toMatchObject({
      step_up: { method: 'totp', time_step: expect.any(Number), at: expect.any(String) },
    });

    // A code is spent: the same one does not export again.
    const replay = await exportCustomers(support, code);
    expect(replay.status).toBe(403);
    expect(replay.json).toMatchObject({ code: 'step_up_invalid' });
    expect(await exportsBy(support.id)).toHaveLength(1);
  });

  it('does not take the code that signed in as a step-up', async () => {
    const support = await createStaff(database.db(), { role: 'support' });
    const code = await totpNow(support.totpSecret!);
    const client = nextAuthFormClient(auth, {
      basePath: '/api/admin/auth',
      callbackUrl: '/admin/',
    });
    const signedIn = await client.post(['callback', 'staff'], {
      email: support.email,
      password: support.password,
      totp: code,
    });
    expect(signedIn.status).toBe(200);
    expect((await exportCustomers(support, code)).json).toMatchObject({ code: 'step_up_invalid' });
    // The next time step's code (one step of drift is allowed) is fresh.
    expect((await exportCustomers(support, await totpNow(support.totpSecret!, 1))).status).toBe(
      200,
    );
  });

  it('throttles wrong step-up codes like wrong sign-ins', async () => {
    const support = await createStaff(database.db(), { role: 'support' });
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.account; i++)
      statuses.push((await exportCustomers(support, '000000')).status);
    expect(statuses).toEqual(Array(LIMITS.account).fill(403));
    const right = await exportCustomers(support, await totpNow(support.totpSecret!));
    expect(right.status).toBe(429);
    expect(right.json).toMatchObject({ code: 'step_up_throttled' });
  });

  it('deletes an account only with a fresh code, and audits the step-up', async () => {
    const db = database.db();
    const { customer } = await createSignedInCustomer(db);
    const support = await createStaff(db, { role: 'support' });
    const remove = (code?: string) =>
      deleter({
        method: 'POST',
        url: `/api/admin/customers/${customer.id}/delete-account/`,
        params: { customerId: String(customer.id) },
        token: support.token,
        headers: code === undefined ? {} : { 'X-Step-Up-Code': code },
        body: { confirm_email: customer.email },
      });
    const refused = await remove();
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'step_up_required' });
    const deleted = await remove(await totpNow(support.totpSecret!));
    expect(deleted.status).toBe(200);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'customer.delete_account'),
          eq(auditLog.targetId, String(customer.id)),
        ),
      );
    expect(audit).toMatchObject({ staffId: support.id });
    expect(audit!.after).toMatchObject({ step_up: { method: 'totp' } });
  });
});
