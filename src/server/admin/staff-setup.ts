import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { object, string } from 'yup';
import { serverEnv } from '@/env/server';
import { DomainError, ValidationError } from '@/server/errors';
import { validate } from '@/server/api/validation';
import { hashToken } from '@/server/auth/access-token';
import { hashPassword, passwordProblem } from '@/server/auth/passwords';
import type { Database } from '@/server/db/client';
import { staff, staffSetupTokens, type StaffRow } from '@/server/db/schema';
import { recordAudit } from './audit';
import type { StaffRole } from './permissions';
import { decryptSecret, encryptSecret, newTotpSecret, verifyTotp } from './totp';
import { PASSWORDS_DO_NOT_MATCH } from '@/domain/password-policy';
import { clockNow, clockNowMs } from '@/server/clock';

/** A set-up link works once, for three days. */
export const SETUP_TTL_HOURS = 72;

/** The set-up page on the shop's public origin (the site URL every emailed link uses). */
export function setupUrl(token: string, siteUrl: string = serverEnv().siteUrl): string {
  return `${siteUrl.replace(/\/+$/, '')}/admin/setup/?token=${token}`;
}

/** A new one-time set-up link for a staff member (earlier unused links stop working). */
export async function issueSetupToken(db: Database, staffId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(staffSetupTokens)
    .set({ usedAt: clockNow() })
    .where(and(eq(staffSetupTokens.staffId, staffId), isNull(staffSetupTokens.usedAt)));
  await db.insert(staffSetupTokens).values({
    tokenHash: hashToken(token),
    staffId,
    totpSecret: encryptSecret(newTotpSecret()),
    expiresAt: new Date(clockNowMs() + SETUP_TTL_HOURS * 60 * 60 * 1000),
  });
  return token;
}

/** Creates a staff member who has yet to choose a password; 409 when the email is taken. */
export async function createStaffMember(
  db: Database,
  input: { email: string; role: StaffRole; name?: string; invitedBy?: number | null },
): Promise<StaffRow> {
  const [row] = await db
    .insert(staff)
    .values({
      email: input.email.trim().toLowerCase(),
      role: input.role,
      name: input.name?.trim() ?? '',
      invitedBy: input.invitedBy ?? null,
    })
    .onConflictDoNothing({ target: staff.email })
    .returning();
  if (!row) throw new DomainError('staff_exists', 'A staff member with this email already exists.');
  return row;
}

export interface SetupLink {
  staff: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>;
  /** The authenticator secret this link offers (the page shows it; it is saved on confirmation). */
  totpSecret: string;
}

/** What a live set-up link is for, or null when it is unknown, used or expired. */
export async function readSetupLink(db: Database, token: unknown): Promise<SetupLink | null> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const [row] = await db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      secret: staffSetupTokens.totpSecret,
    })
    .from(staffSetupTokens)
    .innerJoin(staff, eq(staff.id, staffSetupTokens.staffId))
    .where(
      and(
        eq(staffSetupTokens.tokenHash, hashToken(token)),
        isNull(staffSetupTokens.usedAt),
        gt(staffSetupTokens.expiresAt, clockNow()),
        eq(staff.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { secret, ...member } = row;
  return { staff: member, totpSecret: decryptSecret(secret) };
}

const setupSchema = object({
  token: string().required(),
  password: string().required(),
  confirm_password: string().required(),
  totp_code: string().trim().max(12).optional(),
});

/**
 * Completes a set-up link: sets the password (the customers' policy) and turns two-step sign-in
 * on with a code from the authenticator, which every role must give. The link is spent in the
 * same transaction, so it cannot be used twice even by two requests at once.
 */
export async function completeSetup(db: Database, body: unknown): Promise<{ email: string }> {
  const input = await validate(setupSchema, body);
  const link = await readSetupLink(db, input.token);
  if (!link)
    throw new DomainError(
      'not_found',
      'This set-up link is not valid any more. Ask an owner for a new one.',
    );
  const errors: Record<string, string[]> = {};
  const problem = passwordProblem(input.password, link.staff.email);
  if (problem) errors.password = [problem];
  else if (input.password !== input.confirm_password)
    errors.confirm_password = [PASSWORDS_DO_NOT_MATCH];
  let totpStep: number | null = null;
  if (input.totp_code) {
    totpStep = await verifyTotp(link.totpSecret, input.totp_code);
    if (totpStep === null) errors.totp_code = ['That code is not right. Enter the current code.'];
  } else {
    errors.totp_code = ['The console needs two-step sign-in: enter the code your app shows.'];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const spent = await tx
      .update(staffSetupTokens)
      .set({ usedAt: clockNow() })
      .where(
        and(
          eq(staffSetupTokens.tokenHash, hashToken(input.token)),
          isNull(staffSetupTokens.usedAt),
        ),
      )
      .returning({ id: staffSetupTokens.id });
    if (!spent.length)
      throw new DomainError('not_found', 'This set-up link has already been used.');
    await tx
      .update(staff)
      .set({
        passwordHash,
        ...(totpStep !== null
          ? // The code that proved the app is spent: it cannot sign in as well (RFC 6238 5.2).
            {
              totpSecret: encryptSecret(link.totpSecret),
              totpEnabled: true,
              totpLastStep: totpStep,
            }
          : {}),
        updatedAt: clockNow(),
      })
      .where(eq(staff.id, link.staff.id));
    await recordAudit(tx, {
      staffId: link.staff.id,
      action: 'staff.setup',
      targetType: 'staff',
      targetId: link.staff.id,
      after: { totp_enabled: totpStep !== null },
    });
  });
  return { email: link.staff.email };
}
