import { asc, eq } from 'drizzle-orm';
import { boolean, mixed, object, string } from 'yup';
import type { StaffView } from '@/contracts/admin/staff';
import { DomainError, ValidationError } from '@/server/errors';
import { validate } from '@/server/api/validation';
import type { Database } from '@/server/db/client';
import { staff, type StaffRow } from '@/server/db/schema';
import { sendTemplate } from '@/server/email/templates/define-email';
import { staffInvitationEmail } from '@/server/email/templates/staff-invitation-email';
import { recordAudit } from './audit';
import { STAFF_ROLES, type StaffRole } from './permissions';
import type { StaffCaller } from './staff-auth';
import { createStaffMember, issueSetupToken, SETUP_TTL_HOURS, setupUrl } from './staff-setup';
import { revokeAllStaffTokens } from './staff-tokens';
import { emailString } from '@/contracts/email';
import { clockNow } from '@/server/clock';

export function staffView(row: StaffRow): StaffView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    totp_enabled: row.totpEnabled,
    set_up: row.passwordHash !== null,
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
    invited_by: row.invitedBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a staff member: no hashes, no secrets. */
const auditShape = (row: StaffRow) => ({ email: row.email, role: row.role, active: row.active });

export async function listStaff(db: Database): Promise<StaffView[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.id));
  return rows.map(staffView);
}

const roleField = mixed<StaffRole>().oneOf(
  [...STAFF_ROLES],
  'Choose owner, support or fulfilment.',
);

const inviteSchema = object({
  email: emailString('Enter a valid email address.').required(),
  name: string().trim().max(100).default(''),
  role: roleField.required(),
});

/** Writes the email with a set-up link (the outbox row is the email's truth). */
async function sendSetupEmail(tx: Database, caller: StaffCaller, row: StaffRow, token: string) {
  await sendTemplate(tx, row.email, staffInvitationEmail, {
    name: row.name,
    invitedBy: caller.email,
    role: row.role,
    setupUrl: setupUrl(token),
    validHours: SETUP_TTL_HOURS,
  });
}

/**
 * An owner invites someone: the staff row, the audit row and the email with the set-up link
 * are written in one transaction (the outbox row is the email's truth; it is delivered after).
 */
export async function inviteStaff(
  db: Database,
  caller: StaffCaller,
  body: unknown,
): Promise<StaffView> {
  const input = await validate(inviteSchema, body);
  return db.transaction(async (tx) => {
    const row = await createStaffMember(tx, { ...input, invitedBy: caller.staffId });
    await sendSetupEmail(tx, caller, row, await issueSetupToken(tx, row.id));
    await recordAudit(tx, {
      staffId: caller.staffId,
      action: 'staff.invite',
      targetType: 'staff',
      targetId: row.id,
      after: auditShape(row),
    });
    return staffView(row);
  });
}

/**
 * A new set-up link by email (an expired invitation, or a forgotten password): earlier links
 * stop working. Not for deactivated staff (409): reactivate them first.
 */
export async function resendSetupLink(
  db: Database,
  caller: StaffCaller,
  staffId: number,
): Promise<StaffView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!row) throw new DomainError('not_found');
    if (!row.active)
      throw new DomainError('staff_inactive', 'Reactivate this person before sending a link.');
    await sendSetupEmail(tx, caller, row, await issueSetupToken(tx, row.id));
    await recordAudit(tx, {
      staffId: caller.staffId,
      action: 'staff.setup_link',
      targetType: 'staff',
      targetId: row.id,
    });
    return staffView(row);
  });
}

const updateSchema = object({
  role: roleField.optional(),
  active: boolean().optional(),
}).noUnknown('Only role and active can be changed.');

/**
 * Changes a staff member's role or deactivates (or reactivates) them. Deactivation revokes every
 * token at once. Owners cannot demote or deactivate themselves, so the shop always keeps one.
 */
export async function updateStaff(
  db: Database,
  caller: StaffCaller,
  staffId: number,
  body: unknown,
): Promise<StaffView> {
  const input = await validate(updateSchema, body);
  if (input.role === undefined && input.active === undefined)
    throw new ValidationError({ non_field_errors: ['Give a new role or active.'] });
  if (
    staffId === caller.staffId &&
    (input.active === false || (input.role && input.role !== 'owner'))
  )
    throw new DomainError('own_account', 'You cannot demote or deactivate yourself.');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!before) throw new DomainError('not_found');
    const active = input.active ?? before.active;
    const [after] = await tx
      .update(staff)
      .set({
        role: input.role ?? before.role,
        active,
        deactivatedAt: active ? null : (before.deactivatedAt ?? clockNow()),
        updatedAt: clockNow(),
      })
      .where(eq(staff.id, staffId))
      .returning();
    if (!active) await revokeAllStaffTokens(tx, staffId);
    await recordAudit(tx, {
      staffId: caller.staffId,
      action:
        active === before.active ? 'staff.role' : active ? 'staff.reactivate' : 'staff.deactivate',
      targetType: 'staff',
      targetId: staffId,
      before: auditShape(before),
      after: auditShape(after!),
    });
    return staffView(after!);
  });
}
