import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { CreditLimitsInput, CreditLimitsView } from '@/contracts/admin/care';
import { recordAudit } from '@/server/admin/audit';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { creditEntries, creditSettings, customers, staff } from '@/server/db/schema';
import {
  creditLimitProblem,
  DEFAULT_CREDIT_LIMITS,
  type CreditLimits,
} from '@/domain/credit-limits';
import { clockNow, clockNowMs } from '@/server/clock';

const ROW_ID = 1;
/** Grants count against the limits for a day on the shop's clock, the clock that stamps them. */
const DAY_MS = 24 * 60 * 60 * 1000;

export async function getCreditLimits(db: Database): Promise<CreditLimitsView> {
  const [row] = await db.select().from(creditSettings).where(eq(creditSettings.id, ROW_ID));
  const limits: CreditLimits = row ?? DEFAULT_CREDIT_LIMITS;
  return {
    per_customer_daily: limits.perCustomerDailyCents,
    per_agent_daily: limits.perAgentDailyCents,
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: row?.updatedBy ?? null,
  };
}

/** An owner changes the limits: the row and its audit entry in one transaction. */
export async function updateCreditLimits(
  db: Database,
  staffId: number,
  input: CreditLimitsInput,
): Promise<CreditLimitsView> {
  return db.transaction(async (tx) => {
    const before = await getCreditLimits(tx);
    const values = {
      perCustomerDailyCents: input.per_customer_daily,
      perAgentDailyCents: input.per_agent_daily,
      updatedBy: staffId,
      updatedAt: clockNow(),
    };
    await tx
      .insert(creditSettings)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: creditSettings.id, set: values });
    const after = await getCreditLimits(tx);
    await recordAudit(tx, {
      staffId,
      action: 'credit.limits',
      targetType: 'credit_settings',
      targetId: ROW_ID,
      before,
      after,
    });
    return after;
  });
}

/**
 * The agent's and then the customer's row lock, always in that order (a grant takes them before
 * anything else it reads, its idempotency key too). 404 for no such customer.
 */
export async function lockForGrant(
  tx: Database,
  grant: { staffId: number; customerId: number },
): Promise<void> {
  await tx
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.id, grant.staffId))
    .for('no key update');
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, grant.customerId))
    .for('no key update');
  if (!customer) throw new DomainError('not_found', 'No such customer.');
}

/**
 * Inside the grant's transaction: takes the agent's and then the customer's row lock (always in
 * that order), so concurrent grants by one agent or to one customer count each other, then
 * refuses a grant that would pass either daily limit (the last 24 hours of staff grants).
 * NO KEY UPDATE: rows that merely point at the staff member or customer (audit, notes) are not
 * held up, and cannot deadlock with it.
 */
export async function assertCreditWithinLimits(
  tx: Database,
  grant: { staffId: number; customerId: number; amountCents: number },
): Promise<void> {
  await lockForGrant(tx, grant);
  const [given] = await tx
    .select({
      customer: sql<string>`coalesce(sum(${creditEntries.amountCents}) filter (where ${creditEntries.customerId} = ${grant.customerId}), 0)`,
      agent: sql<string>`coalesce(sum(${creditEntries.amountCents}) filter (where ${creditEntries.staffId} = ${grant.staffId}), 0)`,
    })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.kind, 'grant'),
        gt(creditEntries.createdAt, new Date(clockNowMs() - DAY_MS)),
        or(
          eq(creditEntries.customerId, grant.customerId),
          eq(creditEntries.staffId, grant.staffId),
        ),
      ),
    );
  const settings = await getCreditLimits(tx);
  const problem = creditLimitProblem(
    grant.amountCents,
    { customer: Number(given?.customer ?? 0), agent: Number(given?.agent ?? 0) },
    {
      perCustomerDailyCents: settings.per_customer_daily,
      perAgentDailyCents: settings.per_agent_daily,
    },
  );
  if (problem) throw new DomainError('credit_limit_reached', problem);
}
