import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { object, string } from 'yup';
import { serverEnv } from '@/env/server';
import { ValidationError } from '@/server/errors';
import { hashToken, revokeAllForCustomer } from '@/server/auth/access-token';
import { forgetCustomerLoginFailures } from '@/server/auth/customer-login-throttle';
import { hashPassword, passwordProblem } from '@/server/auth/passwords';
import type { Database } from '@/server/db/client';
import { customers, passwordResets } from '@/server/db/schema';
import { sendTemplate } from '@/server/email/templates/define-email';
import { passwordResetEmail } from '@/server/email/templates/password-reset-email';
import { EMAIL_REQUIRED, FIELD_REQUIRED } from '@/domain/field-messages';
import { RECOVERY_INSTRUCTIONS } from '@/domain/generic-messages';
import { PASSWORDS_DO_NOT_MATCH } from '@/domain/password-policy';
import { emailString } from '@/contracts/email';
import { clockNow, clockNowMs } from '@/server/clock';

export const RECOVERY_ANSWER = RECOVERY_INSTRUCTIONS;
export const RESET_TTL_SECONDS = 60 * 60;
/** More requests than this per hour for one account send nothing more (the answer stays the same). */
export const MAX_RESETS_PER_HOUR = 3;
export const INVALID_RESET_LINK =
  'This reset link is invalid or has expired. Please request a new one.';

export const recoveryRequestSchema = object({
  email: emailString(EMAIL_REQUIRED).required(EMAIL_REQUIRED),
  'g-recaptcha-response': string().optional(),
});
export const validateSchema = object({ token: string().required(FIELD_REQUIRED) });
export const recoverSchema = object({
  token: string().required(FIELD_REQUIRED),
  new_password: string().required(FIELD_REQUIRED),
  confirm_password: string().required(FIELD_REQUIRED),
});

/**
 * Always gives the same answer, whether or not the email has an account, so the form cannot be
 * used to find out who is a customer. When it does, a single-use link valid for an hour is
 * emailed through the outbox, and every older link of the account stops working.
 */
export async function requestPasswordRecovery(
  db: Database,
  email: string,
): Promise<{ detail: string }> {
  const [customer] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  if (customer) {
    const hourAgo = new Date(clockNowMs() - 60 * 60 * 1000);
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(passwordResets)
      .where(
        and(eq(passwordResets.customerId, customer.id), gt(passwordResets.createdAt, hourAgo)),
      );
    if (count < MAX_RESETS_PER_HOUR) {
      // Only the newest email's link works: an older one, perhaps still in a mailbox someone else
      // reads, is spent (`used_at`) the moment a new one is sent.
      await db
        .update(passwordResets)
        .set({ usedAt: clockNow() })
        .where(and(eq(passwordResets.customerId, customer.id), isNull(passwordResets.usedAt)));
      const token = randomBytes(32).toString('base64url');
      const [reset] = await db
        .insert(passwordResets)
        .values({
          customerId: customer.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(clockNowMs() + RESET_TTL_SECONDS * 1000),
        })
        .returning({ id: passwordResets.id });
      const link = `${serverEnv().siteUrl.replace(/\/+$/, '')}/auth/reset-password/?id=${reset!.id}&token=${token}`;
      await sendTemplate(db, customer.email, passwordResetEmail, {
        firstName: customer.firstName,
        resetUrl: link,
      });
    }
  }
  return { detail: RECOVERY_ANSWER };
}

async function usableReset(db: Database, id: number, token: string) {
  const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.id, id)).limit(1);
  const usable =
    reset && reset.tokenHash === hashToken(token) && !reset.usedAt && reset.expiresAt > clockNow();
  if (!usable) throw new ValidationError({ token: [INVALID_RESET_LINK] });
  return reset;
}

export async function validateResetToken(
  db: Database,
  id: number,
  token: string,
): Promise<{ detail: string }> {
  await usableReset(db, id, token);
  return { detail: 'This reset link is valid.' };
}

/** Sets the new password, uses up the link (and any other open ones), and ends every session. */
export async function recoverPassword(
  db: Database,
  id: number,
  input: { token: string; new_password: string; confirm_password: string },
): Promise<{ detail: string }> {
  const reset = await usableReset(db, id, input.token);
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(customers.id, reset.customerId))
    .limit(1);
  const problem = passwordProblem(input.new_password, customer?.email);
  if (problem) throw new ValidationError({ new_password: [problem] });
  if (input.new_password !== input.confirm_password)
    throw new ValidationError({ confirm_password: [PASSWORDS_DO_NOT_MATCH] });
  const passwordHash = await hashPassword(input.new_password);
  // Claiming the link first makes it single-use even when two requests race.
  const claimed = await db
    .update(passwordResets)
    .set({ usedAt: clockNow() })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  if (claimed.length === 0) throw new ValidationError({ token: [INVALID_RESET_LINK] });
  await db
    .update(customers)
    .set({ passwordHash, updatedAt: clockNow() })
    .where(eq(customers.id, reset.customerId));
  await db
    .update(passwordResets)
    .set({ usedAt: clockNow() })
    .where(and(eq(passwordResets.customerId, reset.customerId), isNull(passwordResets.usedAt)));
  await revokeAllForCustomer(db, reset.customerId);
  // Following the emailed link proves the account is theirs: its CAPTCHA demand ends.
  if (customer) await forgetCustomerLoginFailures(db, customer.email);
  return { detail: 'Your password has been reset.' };
}
