import { eq } from 'drizzle-orm';
import type { ClaimSettingsInput, ClaimSettingsView } from '@/contracts/admin/claims';
import { recordAudit } from '@/server/admin/audit';
import type { Database } from '@/server/db/client';
import { claimSettings, type ClaimSettingsRow } from '@/server/db/schema';
import { DEFAULT_CLAIM_LIMITS, type ClaimLimits } from '@/domain/claim-rules';
import { clockNow } from '@/server/clock';

const ROW_ID = 1;

const toView = (row: ClaimSettingsRow): ClaimSettingsView => ({
  max_claims: row.maxClaims,
  max_remedy: row.maxRemedyCents,
  period_days: row.periodDays,
  window_days: row.windowDays,
  updated_at: row.updatedAt.toISOString(),
  updated_by: row.updatedBy,
});

/** The operator's limits; the defaults when the row is missing (the migration seeds it). */
export async function claimLimits(db: Database): Promise<ClaimLimits> {
  const [row] = await db.select().from(claimSettings).where(eq(claimSettings.id, ROW_ID));
  return row
    ? {
        maxClaims: row.maxClaims,
        maxRemedyCents: row.maxRemedyCents,
        periodDays: row.periodDays,
        windowDays: row.windowDays,
      }
    : DEFAULT_CLAIM_LIMITS;
}

export async function getClaimSettings(db: Database): Promise<ClaimSettingsView> {
  const [row] = await db.select().from(claimSettings).where(eq(claimSettings.id, ROW_ID));
  if (row) return toView(row);
  const limits = DEFAULT_CLAIM_LIMITS;
  return {
    max_claims: limits.maxClaims,
    max_remedy: limits.maxRemedyCents,
    period_days: limits.periodDays,
    window_days: limits.windowDays,
    updated_at: new Date(0).toISOString(),
    updated_by: null,
  };
}

/** An owner changes the limits: the row and its audit entry in one transaction. */
export async function updateClaimSettings(
  db: Database,
  staffId: number,
  input: ClaimSettingsInput,
): Promise<ClaimSettingsView> {
  return db.transaction(async (tx) => {
    const before = await getClaimSettings(tx);
    const values = {
      maxClaims: input.max_claims,
      maxRemedyCents: input.max_remedy,
      periodDays: input.period_days,
      windowDays: input.window_days,
      updatedBy: staffId,
      updatedAt: clockNow(),
    };
    const [row] = await tx
      .insert(claimSettings)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: claimSettings.id, set: values })
      .returning();
    const after = toView(row!);
    await recordAudit(tx, {
      staffId,
      action: 'claims.settings',
      targetType: 'claim_settings',
      targetId: ROW_ID,
      before,
      after,
    });
    return after;
  });
}
