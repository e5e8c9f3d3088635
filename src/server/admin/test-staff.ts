import { randomBytes } from 'node:crypto';
import { mixed, object } from 'yup';
import { validate } from '@/server/api/validation';
import { hashPassword } from '@/server/auth/passwords';
import type { Database } from '@/server/db/client';
import { staff } from '@/server/db/schema';
import { STAFF_ROLES, type StaffRole } from './permissions';
import { encryptSecret, newTotpSecret } from './totp';

const schema = object({
  role: mixed<StaffRole>()
    .oneOf([...STAFF_ROLES], 'Choose owner, support or fulfilment.')
    .required(),
});

/** A set-up staff member with a random password and an authenticator (every role has one). */
export async function createTestStaff(db: Database, body: unknown) {
  const { role } = await validate(schema, body);
  const password = `e2e-${randomBytes(12).toString('base64url')}`;
  const totpSecret = newTotpSecret();
  const [row] = await db
    .insert(staff)
    .values({
      email: `${role}-${randomBytes(5).toString('hex')}@staff.e2e.test`,
      name: `E2E ${role}`,
      role,
      passwordHash: await hashPassword(password),
      totpSecret: encryptSecret(totpSecret),
      totpEnabled: true,
    })
    .returning();
  return { id: row!.id, email: row!.email, password, totp_secret: totpSecret };
}
