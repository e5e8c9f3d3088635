import { desc, eq, sql } from 'drizzle-orm';
import { totpNow } from '../../helpers/clock';
import { describe, expect, it } from 'vitest';
import auditRoute from '@/pages/api/admin/audit';
import dashboardRoute from '@/pages/api/admin/dashboard';
import setupRoute from '@/pages/api/admin/auth/setup';
import meTotpRoute from '@/pages/api/admin/me/totp';
import staffMemberRoute from '@/pages/api/admin/staff/[staffId]/index';
import setupLinkRoute from '@/pages/api/admin/staff/[staffId]/setup-link';
import staffRoute from '@/pages/api/admin/staff/index';
import customerRoute from '@/pages/api/v3/customers/[id]/index';
import e2eStaffRoute from '@/server/e2e/routes/staff';
import { recordAudit } from '@/server/admin/audit';
import { can, permissionsOf, STAFF_ROLES, PERMISSIONS } from '@/server/admin/permissions';
import { createStaffMember, issueSetupToken, readSetupLink } from '@/server/admin/staff-setup';
import { pendingEnrolment } from '@/server/admin/staff-totp';
import { auditLog, outboxEmails, staff } from '@/server/db/schema';
import { createSignedInCustomer } from '../../factories/customers';
import { useRoute } from '../../helpers/call-route';
import { createStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';
import { clockNow } from '@/server/clock';

describe('the permission table', () => {
  it.each([
    ['owner', PERMISSIONS.length],
    ['support', 20],
    ['fulfilment', 5],
  ] as const)('%s holds %i permissions', (role, count) => {
    expect(permissionsOf(role)).toHaveLength(count);
  });

  it.each([
    ['support', 'customers.cards.read', true],
    ['support', 'orders.refund', true],
    ['support', 'payments.disputes.read', true],
    ['support', 'payments.disputes.decide', false],
    ['support', 'staff.manage', false],
    ['support', 'fulfilment.write', false],
    ['support', 'audit.read', false],
    ['fulfilment', 'fulfilment.write', true],
    ['fulfilment', 'customers.read', false],
    ['fulfilment', 'customers.cards.read', false],
    ['fulfilment', 'orders.hold', true],
    ['fulfilment', 'orders.refund', false],
    ['support', 'orders.hold', true],
    ['support', 'orders.deliver', true],
    ['fulfilment', 'orders.deliver', true],
    ['support', 'orders.edit', true],
    ['fulfilment', 'orders.edit', false],
    ['support', 'payments.upcoming', true],
    ['fulfilment', 'payments.upcoming', false],
    ['owner', 'jobs.retry', true],
    ['owner', 'deliveries.reschedule', true],
    ['support', 'deliveries.reschedule', false],
    ['fulfilment', 'deliveries.reschedule', false],
    ['support', 'claims.review', true],
    ['support', 'claims.settings', false],
    ['fulfilment', 'claims.review', false],
    ['owner', 'claims.settings', true],
    ['owner', 'maintenance.manage', true],
    ['support', 'maintenance.manage', false],
    ['fulfilment', 'maintenance.manage', false],
    ['owner', 'customers.data_rights', true],
    ['support', 'customers.data_rights', true],
    ['fulfilment', 'customers.data_rights', false],
  ] as const)('%s may %s: %s', (role, permission, allowed) => {
    expect(can(role, permission)).toBe(allowed);
  });

  it('knows exactly three roles', () =>
    expect(STAFF_ROLES).toEqual(['owner', 'support', 'fulfilment']));
});

describe('staff management, set-up links and the audit log', () => {
  const database = useTestDatabase();
  const callStaff = useRoute(staffRoute);
  const callMember = useRoute(staffMemberRoute);
  const callAudit = useRoute(auditRoute);
  const callDashboard = useRoute(dashboardRoute);
  const callSetup = useRoute(setupRoute);
  const callTotp = useRoute(meTotpRoute);
  const callCustomer = useRoute(customerRoute);
  const callE2eStaff = useRoute(e2eStaffRoute);
  const callSetupLink = useRoute(setupLinkRoute);
  const patch = (token: string, id: number | string, body: unknown) =>
    callMember({
      method: 'PATCH',
      url: `/api/admin/staff/${id}/`,
      params: { staffId: String(id) },
      token,
      body,
    });

  it('lets owners manage staff and nobody else', async () => {
    const db = database.db();
    const owner = await createStaff(db, { role: 'owner' });
    const support = await createStaff(db, { role: 'support' });
    const fulfilment = await createStaff(db, { role: 'fulfilment' });
    expect((await callStaff({ url: '/api/admin/staff/', token: owner.token })).status).toBe(200);
    expect((await callStaff({ url: '/api/admin/staff/', token: support.token })).status).toBe(403);
    expect((await callStaff({ url: '/api/admin/staff/', token: fulfilment.token })).status).toBe(
      403,
    );
    expect((await callAudit({ url: '/api/admin/audit/', token: support.token })).status).toBe(403);
    const listed = await callStaff<{ results: Array<Record<string, unknown>> }>({
      url: '/api/admin/staff/',
      token: owner.token,
    });
    // Never a hash or a secret in what the API answers.
    expect(listed.text).not.toMatch(/scrypt|password|v1\./);
    expect(listed.json.results[0]).not.toHaveProperty('totp_secret');
  });

  it.each(['owner', 'support', 'fulfilment'] as const)(
    'sends a %s without two-step sign-in to set it up first (403 totp_required)',
    async (role) => {
      const db = database.db();
      const member = await createStaff(db, { role, totp: false });
      const refused = await callDashboard({ url: '/api/admin/dashboard/', token: member.token });
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ code: 'totp_required' });
      const [row] = await db.select().from(staff).where(eq(staff.id, member.id));
      const pending = await pendingEnrolment(db, row!);
      expect(pending!.qrSvg).toContain('<svg');
      const wrong = await callTotp({
        method: 'POST',
        url: '/api/admin/me/totp/',
        token: member.token,
        body: { code: '000000' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toHaveProperty('code');
      const code = await totpNow(pending!.secret);
      const confirmed = await callTotp({
        method: 'POST',
        url: '/api/admin/me/totp/',
        token: member.token,
        body: { code },
      });
      expect(confirmed.status).toBe(200);
      expect(
        (await callDashboard({ url: '/api/admin/dashboard/', token: member.token })).status,
      ).toBe(200);
    },
  );

  it('never lets a staff token act as a customer, nor a customer token as staff', async () => {
    const db = database.db();
    const owner = await createStaff(db, { role: 'owner' });
    const { customer, token } = await createSignedInCustomer(db);
    const asStaff = await callCustomer({
      url: `/api/v3/customers/${customer.id}/`,
      params: { id: String(customer.id) },
      token: owner.token,
    });
    expect(asStaff.status).toBe(401);
    expect((await callStaff({ url: '/api/admin/staff/', token })).status).toBe(403);
  });

  it('invites by email with a one-time set-up link, audited in the same transaction', async () => {
    const db = database.db();
    const owner = await createStaff(db, { role: 'owner' });
    const bad = await callStaff({
      method: 'POST',
      url: '/api/admin/staff/',
      token: owner.token,
      body: { email: 'nope', role: 'boss' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toHaveProperty('email');
    expect(bad.json).toHaveProperty('role');
    const invited = await callStaff<{ id: number; role: string; set_up: boolean }>({
      method: 'POST',
      url: '/api/admin/staff/',
      token: owner.token,
      body: { email: 'Agent.Smith@Ollie.test', name: 'Agent', role: 'support' },
    });
    expect(invited.status).toBe(201);
    expect(invited.json).toMatchObject({ role: 'support', set_up: false });
    const again = await callStaff({
      method: 'POST',
      url: '/api/admin/staff/',
      token: owner.token,
      body: { email: 'agent.smith@ollie.test', role: 'support' },
    });
    expect(again.status).toBe(409);
    const [email] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'agent.smith@ollie.test'));
    const token = /\/admin\/setup\/\?token=([\w-]+)/.exec(email!.text)![1]!;
    const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      staffId: owner.id,
      action: 'staff.invite',
      targetType: 'staff',
      targetId: String(invited.json.id),
    });

    const weak = await callSetup({
      method: 'POST',
      url: '/api/admin/auth/setup/',
      body: { token, password: 'password', confirm_password: 'password' },
    });
    expect(weak.status).toBe(400);
    expect(weak.json).toHaveProperty('password');
    const mismatch = await callSetup({
      method: 'POST',
      url: '/api/admin/auth/setup/',
      body: { token, password: 'tabby-biscuit-91', confirm_password: 'tabby-biscuit-92' },
    });
    expect(mismatch.json).toHaveProperty('confirm_password');
    const link = await readSetupLink(db, token);
    const done = await callSetup({
      method: 'POST',
      url: '/api/admin/auth/setup/',
      body: {
        token,
        password: 'tabby-biscuit-91',
        confirm_password: 'tabby-biscuit-91',
        totp_code: await totpNow(link!.totpSecret),
      },
    });
    expect(done.status).toBe(200);
    const reused = await callSetup({
      method: 'POST',
      url: '/api/admin/auth/setup/',
      body: { token, password: 'tabby-biscuit-91', confirm_password: 'tabby-biscuit-91' },
    });
    expect(reused.status).toBe(404);
  });

  it.each(['owner', 'support', 'fulfilment'] as const)(
    'makes every role (%s) confirm an authenticator code on their set-up link',
    async (role) => {
      const db = database.db();
      const member = await createStaffMember(db, { email: `new.${role}@ollie.test`, role });
      const token = await issueSetupToken(db, member.id);
      const link = await readSetupLink(db, token);
      const body = { token, password: 'chew-toy-meadow-7', confirm_password: 'chew-toy-meadow-7' };
      const noCode = await callSetup({ method: 'POST', url: '/api/admin/auth/setup/', body });
      expect(noCode.status).toBe(400);
      expect(noCode.json).toHaveProperty('totp_code');
      const code = await totpNow(link!.totpSecret);
      expect(
        (
          await callSetup({
            method: 'POST',
            url: '/api/admin/auth/setup/',
            body: { ...body, totp_code: code },
          })
        ).status,
      ).toBe(200);
      const [row] = await db.select().from(staff).where(eq(staff.id, member.id));
      expect(row).toMatchObject({ totpEnabled: true });
      expect(row!.totpSecret).not.toContain(link!.totpSecret);
      expect(await readSetupLink(db, token)).toBeNull();
    },
  );

  it('changes roles and deactivates; a deactivated member’s token stops at once', async () => {
    const db = database.db();
    const owner = await createStaff(db, { role: 'owner' });
    const agent = await createStaff(db, { role: 'support' });
    expect((await patch(owner.token, agent.id, { role: 'admin' })).status).toBe(400);
    expect((await patch(owner.token, agent.id, {})).status).toBe(400);
    expect((await patch(owner.token, 999999, { role: 'support' })).status).toBe(404);
    expect((await patch(owner.token, owner.id, { active: false })).status).toBe(409);
    expect((await patch(agent.token, agent.id, { role: 'owner' })).status).toBe(403);
    const promoted = await patch(owner.token, agent.id, { role: 'fulfilment' });
    expect(promoted.json).toMatchObject({ role: 'fulfilment' });
    const auditAsAgent = await callAudit({ url: '/api/admin/audit/', token: agent.token });
    expect(auditAsAgent.status).toBe(403);
    const off = await patch(owner.token, agent.id, { active: false });
    expect(off.json).toMatchObject({ active: false });
    expect((await callStaff({ url: '/api/admin/staff/', token: agent.token })).status).toBe(401);
    const trail = await callAudit<{
      results: Array<{ action: string; before: unknown; after: unknown }>;
    }>({
      url: `/api/admin/audit/?target_type=staff&target_id=${agent.id}`,
      token: owner.token,
    });
    expect(trail.json.results.map((entry) => entry.action)).toEqual([
      'staff.deactivate',
      'staff.role',
    ]);
    expect(trail.json.results[1]).toMatchObject({
      before: { role: 'support' },
      after: { role: 'fulfilment' },
    });
  });

  it('pages and filters the audit log on the server, and refuses to change it', async () => {
    const db = database.db();
    const owner = await createStaff(db, { role: 'owner' });
    const other = await createStaff(db, { role: 'owner' });
    for (let i = 0; i < 55; i++)
      await recordAudit(db, {
        staffId: other.id,
        action: 'test.bulk',
        targetType: 'thing',
        targetId: i,
      });
    const first = await callAudit<{
      results: Array<{ id: number; staff_email: string }>;
      next_before: number | null;
    }>({
      url: `/api/admin/audit/?staff_id=${other.id}&action=test.bulk`,
      token: owner.token,
    });
    expect(first.json.results).toHaveLength(50);
    expect(first.json.results[0]!.staff_email).toBe(other.email);
    const second = await callAudit<{ results: unknown[]; next_before: number | null }>({
      url: `/api/admin/audit/?staff_id=${other.id}&action=test.bulk&before=${first.json.next_before}`,
      token: owner.token,
    });
    expect(second.json.results).toHaveLength(5);
    expect(second.json.next_before).toBeNull();
    const today = clockNow().toISOString().slice(0, 10);
    const dated = await callAudit<{ results: unknown[] }>({
      url: `/api/admin/audit/?action=test.bulk&from=${today}&to=${today}`,
      token: owner.token,
    });
    expect(dated.json.results).toHaveLength(50);
    const old = await callAudit<{ results: unknown[] }>({
      url: '/api/admin/audit/?action=test.bulk&to=2000-01-01',
      token: owner.token,
    });
    expect(old.json.results).toHaveLength(0);
    const bad = await callAudit({
      url: '/api/admin/audit/?from=yesterday&staff_id=x',
      token: owner.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toHaveProperty('from');
    expect(bad.json).toHaveProperty('staff_id');
    // The database itself refuses (drizzle wraps its error; the cause carries the message).
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'changed',
        (error: { cause?: { message?: string } }) => error.cause?.message ?? '',
      );
    expect(await refusal(sql`update audit_log set action = 'forged'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
  });

  // Served by the journeys' server entry only (src/server/e2e/router.test.ts).
  it('creates test staff for the browser journeys', async () => {
    const request = { method: 'POST', url: '/api/e2e/staff/', body: { role: 'owner' } };
    expect((await callE2eStaff({ ...request, body: { role: 'boss' } })).status).toBe(400);
    const created = await callE2eStaff<{ email: string; totp_secret: string }>(request);
    expect(created.status).toBe(201);
    expect(created.json.totp_secret).toMatch(/^[A-Z2-7]+$/);
  });

  it('sends a new set-up link that replaces the old one; never to a deactivated member', async () => {
    const db = database.db();
    const owner = await createStaff(db, { role: 'owner' });
    const support = await createStaff(db, { role: 'support' });
    const member = await createStaffMember(db, {
      email: 'late.joiner@ollie.test',
      role: 'fulfilment',
    });
    const oldToken = await issueSetupToken(db, member.id);
    const resend = (token: string, id: number) =>
      callSetupLink({
        method: 'POST',
        url: `/api/admin/staff/${id}/setup-link/`,
        params: { staffId: String(id) },
        token,
      });
    expect((await resend(support.token, member.id)).status).toBe(403);
    expect((await resend(owner.token, 999999)).status).toBe(404);
    expect((await resend(owner.token, member.id)).status).toBe(200);
    expect(await readSetupLink(db, oldToken)).toBeNull();
    const [email] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'late.joiner@ollie.test'));
    const newToken = /\/admin\/setup\/\?token=([\w-]+)/.exec(email!.text)![1]!;
    expect(await readSetupLink(db, newToken)).toMatchObject({ staff: { id: member.id } });
    await patch(owner.token, member.id, { active: false });
    expect((await resend(owner.token, member.id)).status).toBe(409);
  });
});
