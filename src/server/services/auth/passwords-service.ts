import { and, eq, isNull } from 'drizzle-orm';
import { object, string } from 'yup';
import { DomainError, ValidationError } from '@/server/errors';
import { revokeOtherSessions } from '@/server/auth/access-token';
import { hashPassword, passwordProblem, verifyPassword } from '@/server/auth/passwords';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import {} from '@/server/errors';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import { PASSWORDS_DO_NOT_MATCH } from '@/domain/password-policy';
import { clockNow } from '@/server/clock';

const required = FIELD_REQUIRED;

export const createPasswordSchema = object({
  password: string().required(required),
  confirm_password: string().required(required),
});

export const updatePasswordSchema = object({
  current_password: string().required(required),
  new_password: string().required(required),
  confirm_password: string().required(required),
});

function checkNewPassword(field: string, password: string, confirm: string, email: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new ValidationError({ [field]: [problem] });
  if (password !== confirm)
    throw new ValidationError({ confirm_password: [PASSWORDS_DO_NOT_MATCH] });
}

async function customerOf(db: Database, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw new DomainError('not_found');
  return row;
}

/** A lead sets a first password. Refused (409) once a password exists: that is what update is for. */
export async function createPassword(
  db: Database,
  customerId: number,
  input: { password: string; confirm_password: string },
) {
  const customer = await customerOf(db, customerId);
  if (customer.passwordHash)
    throw new DomainError(
      'password_already_set',
      'A password is already set. Use update password instead.',
    );
  checkNewPassword('password', input.password, input.confirm_password, customer.email);
  await db
    .update(customers)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: clockNow() })
    .where(and(eq(customers.id, customerId), isNull(customers.passwordHash)));
  return { detail: 'Your password has been set.' };
}

/**
 * Changes the password after checking the current one, and signs out every other session: their
 * cookies stop renewing and their tokens stop working.
 */
export async function updatePassword(
  db: Database,
  customerId: number,
  currentToken: string,
  input: { current_password: string; new_password: string; confirm_password: string },
) {
  const customer = await customerOf(db, customerId);
  if (!(await verifyPassword(input.current_password, customer.passwordHash))) {
    throw new ValidationError({ current_password: ['Your current password is not correct.'] });
  }
  checkNewPassword('new_password', input.new_password, input.confirm_password, customer.email);
  await db
    .update(customers)
    .set({ passwordHash: await hashPassword(input.new_password), updatedAt: clockNow() })
    .where(eq(customers.id, customerId));
  await revokeOtherSessions(db, customerId, currentToken);
  return { detail: 'Your password has been changed.' };
}
