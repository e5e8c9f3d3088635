import { eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { DomainError, ValidationError } from '@/server/errors';
import { validate } from '@/server/api/validation';
import type { Database } from '@/server/db/client';
import { staff, type StaffRow } from '@/server/db/schema';
import { recordAudit } from './audit';
import {
  decryptSecret,
  encryptSecret,
  enrolment,
  newTotpSecret,
  verifyTotp,
  type TotpEnrolment,
} from './totp';
import { clockNow } from '@/server/clock';

/**
 * Two-step sign-in for someone already signed in (offered to everyone, required of owners).
 * Until it is confirmed, the pending secret sits in the row with `totp_enabled` false; showing
 * the page again shows the same secret, so a half-finished set-up can be finished.
 */
export async function pendingEnrolment(db: Database, row: StaffRow): Promise<TotpEnrolment | null> {
  if (row.totpEnabled) return null;
  let secret = row.totpSecret ? decryptSecret(row.totpSecret) : null;
  if (!secret) {
    secret = newTotpSecret();
    await db
      .update(staff)
      .set({ totpSecret: encryptSecret(secret), updatedAt: clockNow() })
      .where(eq(staff.id, row.id));
  }
  return enrolment(secret, row.email);
}

const confirmSchema = object({ code: string().trim().required() });

export async function confirmEnrolment(db: Database, row: StaffRow, body: unknown): Promise<void> {
  const { code } = await validate(confirmSchema, body);
  if (row.totpEnabled) throw new DomainError('totp_enabled', 'Two-step sign-in is already on.');
  if (!row.totpSecret) throw new DomainError('totp_not_started', 'Open the set-up page first.');
  const step = await verifyTotp(decryptSecret(row.totpSecret), code);
  if (step === null)
    throw new ValidationError({ code: ['That code is not right. Enter the current code.'] });
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ totpEnabled: true, totpLastStep: step, updatedAt: clockNow() })
      .where(eq(staff.id, row.id));
    await recordAudit(tx, {
      staffId: row.id,
      action: 'staff.totp_enable',
      targetType: 'staff',
      targetId: row.id,
      after: { totp_enabled: true },
    });
  });
}
