import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@/server/admin/permissions';
import { issueStaffToken } from '@/server/admin/staff-tokens';
import { encryptSecret, newTotpSecret } from '@/server/admin/totp';
import { hashPassword } from '@/server/auth/passwords';
import type { Database } from '@/server/db/client';
import { staff } from '@/server/db/schema';

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
 * A set-up staff member with a working token. Owners get two-step sign-in by default (the
 * console refuses owners without it); `totp: false` makes one without, `totp: true` gives it to
 * any role.
 */
export async function createStaff(
  db: Database,
  options: { role: StaffRole; email?: string; totp?: boolean; name?: string },
): Promise<CreatedStaff> {
  sharedHash ??= hashPassword(PASSWORD);
  const totp = options.totp ?? options.role === 'owner';
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
