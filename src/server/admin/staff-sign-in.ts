import { and, eq, isNull, lt, or } from 'drizzle-orm';
import {
  clearAccountFailures,
  recordFailure,
  retryAfterSeconds,
} from '@/server/auth/login-throttle';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';
import type { Database } from '@/server/db/client';
import { staff } from '@/server/db/schema';
import type { StaffRole } from './permissions';
import { recordAudit } from './audit';
import { issueStaffToken } from './staff-tokens';
import { decryptSecret, encryptSecret, needsReencryption, verifyTotp } from './totp';
import { emailString } from '@/contracts/email';

/** Error codes the console's sign-in page understands (NextAuth's `error` parameter). */
export const STAFF_AUTH_ERRORS = {
  tooManyLogins: 'TooManyFailedLoginAttempts',
  totpRequired: 'TotpRequired',
  totpInvalid: 'TotpInvalid',
} as const;

export class StaffAuthError extends Error {
  constructor(code: (typeof STAFF_AUTH_ERRORS)[keyof typeof STAFF_AUTH_ERRORS]) {
    super(code);
    this.name = 'StaffAuthError';
  }
}

export interface SignedInStaff {
  id: number;
  email: string;
  role: StaffRole;
  access_token: string;
}

/** Staff failures are counted apart from a customer account with the same address. */
export const staffThrottleAccount = (email: string) => `staff:${email}`;

const emailSchema = emailString().required();
let decoyHash: Promise<string> | undefined;

/**
 * The console's credentials check: password (scrypt, throttled exactly like customers' logins),
 * then the authenticator code. A missing code answers TotpRequired without counting as a failure
 * (the form then asks for it); a wrong one counts. A code is accepted once: its time step is
 * remembered. Every role has two-step sign-in; someone from before that rule, without an
 * authenticator yet, gets in on the password to enrol one and nothing else (`needsTotpSetup`).
 */
export async function logInStaff(
  db: Database,
  input: { email?: unknown; password?: unknown; totp?: unknown },
  address: string,
): Promise<SignedInStaff | null> {
  let email: string;
  try {
    email = await emailSchema.validate(input.email);
  } catch {
    return null;
  }
  const keys = { account: staffThrottleAccount(email), address };
  if ((await retryAfterSeconds(db, keys)) > 0)
    throw new StaffAuthError(STAFF_AUTH_ERRORS.tooManyLogins);
  const password = typeof input.password === 'string' ? input.password : '';
  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  decoyHash ??= hashPassword('decoy password for unknown staff');
  const ok = await verifyPassword(password, row?.passwordHash ?? (await decoyHash));
  const fail = async (code?: StaffAuthError) => {
    await recordFailure(db, keys);
    if ((await retryAfterSeconds(db, keys)) > 0)
      throw new StaffAuthError(STAFF_AUTH_ERRORS.tooManyLogins);
    if (code) throw code;
    return null;
  };
  if (!row || !row.passwordHash || !row.active || !ok) return fail();
  if (row.totpEnabled && row.totpSecret) {
    const code = typeof input.totp === 'string' ? input.totp.trim() : '';
    if (!code) throw new StaffAuthError(STAFF_AUTH_ERRORS.totpRequired);
    const secret = decryptSecret(row.totpSecret);
    const step = await verifyTotp(secret, code, row.totpLastStep);
    // Spending the step is the check that counts: of concurrent sign-ins with one code, only the
    // one whose update finds the step still unused gets in (RFC 6238 5.2, a code once).
    const spent =
      step === null
        ? []
        : await db
            .update(staff)
            .set({
              totpLastStep: step,
              // A secret under a previous key (or NEXTAUTH_SECRET's) moves to the current key.
              ...(needsReencryption(row.totpSecret) ? { totpSecret: encryptSecret(secret) } : {}),
            })
            .where(
              and(
                eq(staff.id, row.id),
                or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step)),
              ),
            )
            .returning({ id: staff.id });
    if (!spent.length) return fail(new StaffAuthError(STAFF_AUTH_ERRORS.totpInvalid));
  }
  const twoStep = Boolean(row.totpEnabled && row.totpSecret);
  await clearAccountFailures(db, keys.account);
  // The sign-in and its audit row commit together: who came into the console, when, from where.
  const token = await db.transaction(async (tx) => {
    const issued = await issueStaffToken(tx, row.id);
    await recordAudit(tx, {
      staffId: row.id,
      action: 'staff.sign_in',
      targetType: 'staff',
      targetId: row.id,
      after: { address, two_step: twoStep, ...(twoStep ? {} : { enrolment_only: true }) },
    });
    return issued.token;
  });
  return { id: row.id, email: row.email, role: row.role, access_token: token };
}
