import type { IncomingMessage } from 'node:http';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { clientAddressOf } from '@/server/auth/client-address';
import { recordFailure, retryAfterSeconds } from '@/server/auth/login-throttle';
import type { Database } from '@/server/db/client';
import { staff } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { clockNow } from '@/server/clock';
import { staffThrottleAccount } from './staff-sign-in';
import { decryptSecret, verifyTotp } from './totp';

/**
 * The request header a step-up code travels in: the same header for a CSV download (a GET) and
 * for a deletion (whose body is the customer's own form's), so one client helper sends both.
 */
export const STEP_UP_HEADER = 'x-step-up-code';

/** What the audit row of a stepped-up action records. */
export interface StepUp {
  method: 'totp';
  /** The authenticator's time step the code was for (spent: it signs nothing else). */
  time_step: number;
  at: string;
}

/**
 * Step-up for an action that takes customers' data out of the shop or destroys it: the staff
 * member enters a code from their authenticator for this request. The code is checked against
 * the shop's clock (one 30-second step either way, so never older than 90 seconds) and spent
 * like a sign-in's (RFC 6238 5.2): a code used to sign in, or for another action, is refused.
 * Wrong codes count against the staff member's sign-in throttle, so a stolen session cannot guess.
 */
export async function requireStepUp(
  db: Database,
  req: IncomingMessage,
  staffId: number,
): Promise<StepUp> {
  const raw = req.headers[STEP_UP_HEADER];
  const code = typeof raw === 'string' ? raw.trim() : '';
  if (!code) throw new DomainError('step_up_required');
  const [row] = await db.select().from(staff).where(eq(staff.id, staffId)).limit(1);
  // requireStaff let this member in, so they have an authenticator; a race with a reset has not.
  if (!row?.totpEnabled || !row.totpSecret) throw new DomainError('totp_required');
  const keys = { account: staffThrottleAccount(row.email), address: clientAddressOf(req) };
  if ((await retryAfterSeconds(db, keys)) > 0) throw new DomainError('step_up_throttled');
  const step = await verifyTotp(decryptSecret(row.totpSecret), code, row.totpLastStep);
  const spent =
    step === null
      ? []
      : await db
          .update(staff)
          .set({ totpLastStep: step })
          .where(
            and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))),
          )
          .returning({ id: staff.id });
  if (step === null || !spent.length) {
    await recordFailure(db, keys);
    throw new DomainError('step_up_invalid');
  }
  return { method: 'totp', time_step: step, at: clockNow().toISOString() };
}
