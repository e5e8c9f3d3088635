import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { StaffRole } from '@/server/admin/permissions';
import { STEP_UP_HEADER } from '@/server/admin/step-up';
import { issueStaffToken } from '@/server/admin/staff-tokens';
import { encryptSecret, newTotpSecret } from '@/server/admin/totp';
import { hashPassword } from '@/server/auth/passwords';
import type { Database } from '@/server/db/client';
import { auditLog, staff } from '@/server/db/schema';
import { totpNow } from './clock';

export interface CreatedStaff {
  id: number;
  email: string;
  password: string;
  /** A live staff bearer token: `callRoute({ token })`. */
  token: string;
  /** The authenticator secret, when two-step sign-in is on. */
  totpSecret: string | null;
}

// One hash for every test staff member: scrypt is deliberately slow.
let sharedHash: Promise<string> | undefined;
const PASSWORD = 'kibble-and-biscuits-42';

/**
 * A set-up staff member with a working token and two-step sign-in (the console refuses every
 * role without it); `totp: false` makes one from before that rule, who may only enrol.
 */
export async function createStaff(
  db: Database,
  options: { role: StaffRole; email?: string; totp?: boolean; name?: string },
): Promise<CreatedStaff> {
  sharedHash ??= hashPassword(PASSWORD);
  const totp = options.totp ?? true;
  const totpSecret = totp ? newTotpSecret() : null;
  const [row] = await db
    .insert(staff)
    .values({
      email: (options.email ?? `staff-${randomBytes(5).toString('hex')}@ollie.test`).toLowerCase(),
      name: options.name ?? 'Sam Staff',
      role: options.role,
      passwordHash: await sharedHash,
      totpSecret: totpSecret ? encryptSecret(totpSecret) : null,
      totpEnabled: totp,
    })
    .returning();
  const { token } = await issueStaffToken(db, row!.id);
  return { id: row!.id, email: row!.email, password: PASSWORD, token, totpSecret };
}

type StaffByRole = Record<StaffRole, CreatedStaff>;

/**
 * One staff member of each role for a test file, made once before its tests run: destructure
 * it at the top of the `describe` (`const { owner, support } = useStaffRoles(database)`); each
 * member is filled in by the file's `beforeAll`.
 */
export function useStaffRoles(database: { db(): Database }): StaffByRole {
  const members = { owner: {}, support: {}, fulfilment: {} } as StaffByRole;
  beforeAll(async () => {
    const roles = Object.keys(members) as StaffRole[];
    const made = await Promise.all(roles.map((role) => createStaff(database.db(), { role })));
    roles.forEach((role, index) => Object.assign(members[role], made[index]));
  });
  return members;
}

/** The newest audit row a staff member wrote. */
export async function lastAuditBy(db: Database, staffId: number) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.staffId, staffId))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/**
 * The header of a console action that asks for a fresh authenticator code (an export, an account
 * deletion). The member's last spent time step is forgotten first, as if half a minute had gone
 * by since their last code: files that take several such actions in one 30-second step test the
 * action, while tests/api/admin/step-up.test.ts tests that a code is spent.
 */
export async function stepUpHeaders(
  db: Database,
  member: Pick<CreatedStaff, 'id' | 'totpSecret'>,
): Promise<Record<string, string>> {
  if (!member.totpSecret) return {};
  await db.update(staff).set({ totpLastStep: null }).where(eq(staff.id, member.id));
  return { [STEP_UP_HEADER]: await totpNow(member.totpSecret) };
}
