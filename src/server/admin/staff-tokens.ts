import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '@/server/auth/access-token';
import type { Database } from '@/server/db/client';
import { staff, staffAccessTokens, type StaffRow } from '@/server/db/schema';
import { clockNow, clockNowMs } from '@/server/clock';

/** A staff sign-in lasts a working day; the console's session ends with its token. */
export const STAFF_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/**
 * Staff tokens carry a prefix so a log line or a support ticket shows at once what kind of
 * token it is; they live in their own table, so a customer lookup can never resolve one.
 */
const PREFIX = 'st_';
const TOKEN_SHAPE = /^st_[A-Za-z0-9_-]{20,200}$/;

export async function issueStaffToken(
  db: Database,
  staffId: number,
  ttlSeconds = STAFF_TOKEN_TTL_SECONDS,
): Promise<{ token: string; expiresAt: Date }> {
  const token = PREFIX + randomBytes(32).toString('base64url');
  const expiresAt = new Date(clockNowMs() + ttlSeconds * 1000);
  await db.insert(staffAccessTokens).values({ tokenHash: hashToken(token), staffId, expiresAt });
  return { token, expiresAt };
}

export function looksLikeStaffToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** The active staff member a live token belongs to (one query), or null. */
export async function resolveStaffToken(db: Database, token: string): Promise<StaffRow | null> {
  if (!looksLikeStaffToken(token)) return null;
  const [row] = await db
    .select({ staff })
    .from(staffAccessTokens)
    .innerJoin(staff, eq(staff.id, staffAccessTokens.staffId))
    .where(
      and(
        eq(staffAccessTokens.tokenHash, hashToken(token)),
        isNull(staffAccessTokens.revokedAt),
        gt(staffAccessTokens.expiresAt, clockNow()),
        eq(staff.active, true),
      ),
    )
    .limit(1);
  return row?.staff ?? null;
}

export async function revokeStaffToken(db: Database, token: string): Promise<void> {
  await db
    .update(staffAccessTokens)
    .set({ revokedAt: clockNow() })
    .where(eq(staffAccessTokens.tokenHash, hashToken(token)));
}

export async function revokeAllStaffTokens(db: Database, staffId: number): Promise<void> {
  await db
    .update(staffAccessTokens)
    .set({ revokedAt: clockNow() })
    .where(and(eq(staffAccessTokens.staffId, staffId), isNull(staffAccessTokens.revokedAt)));
}
