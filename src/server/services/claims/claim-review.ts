import { readAll } from '@/server/db/read-all';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminClaimPage, AdminClaimView, ClaimDecisionInput } from '@/contracts/admin/claims';
import { recordAudit } from '@/server/admin/audit';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { claims, customers, orders, type ClaimRow } from '@/server/db/schema';
import type { ClaimStatus } from '@/domain/claim-rules';
import { approveWithRemedy, sendDeclinedEmail } from './claim-remedy';
import { readPhoto } from './claim-service';
import { claimViews } from './claim-views';
import { clockNow } from '@/server/clock';

export const CLAIMS_PAGE_SIZE = 25;

async function adminViews(db: Database, rows: ClaimRow[]): Promise<AdminClaimView[]> {
  if (rows.length === 0) return [];
  const [views, people, boxes] = await readAll(db, [
    () => claimViews(db, rows),
    () =>
      db
        .select({
          id: customers.id,
          email: customers.email,
          firstName: customers.firstName,
          lastName: customers.lastName,
        })
        .from(customers)
        .where(inArray(customers.id, [...new Set(rows.map((row) => row.customerId))])),
    () =>
      db
        .select({ id: orders.id, deliveryDate: orders.deliveryDate })
        .from(orders)
        .where(inArray(orders.id, [...new Set(rows.map((row) => row.orderId))])),
  ]);
  return views.map((view, index) => {
    const row = rows[index]!;
    const person = people.find((candidate) => candidate.id === row.customerId);
    return {
      ...view,
      customer_id: row.customerId,
      customer_email: person?.email ?? '',
      customer_name: `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim(),
      order_delivery_date: boxes.find((box) => box.id === row.orderId)?.deliveryDate ?? '',
      decided_by: row.decidedBy,
    };
  });
}

/** GET /api/admin/claims/: a page of claims, newest first, of one status or all. */
export async function listClaims(
  db: Database,
  query: { status?: ClaimStatus; page: number; customer?: number },
): Promise<AdminClaimPage> {
  const where = and(
    query.status ? eq(claims.status, query.status) : undefined,
    query.customer ? eq(claims.customerId, query.customer) : undefined,
  );
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select()
        .from(claims)
        .where(where)
        .orderBy(desc(claims.id))
        .limit(CLAIMS_PAGE_SIZE)
        .offset((query.page - 1) * CLAIMS_PAGE_SIZE),
    () =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(claims)
        .where(where),
  ]);
  return {
    results: await adminViews(db, rows),
    count: total?.count ?? 0,
    page: query.page,
    page_size: CLAIMS_PAGE_SIZE,
  };
}

export async function getAdminClaim(db: Database, claimId: number): Promise<AdminClaimView> {
  const [row] = await db.select().from(claims).where(eq(claims.id, claimId));
  if (!row) throw new DomainError('not_found', 'No such claim.');
  return (await adminViews(db, [row]))[0]!;
}

export async function adminClaimPhoto(db: Database, claimId: number) {
  const [row] = await db.select().from(claims).where(eq(claims.id, claimId));
  return readPhoto(row);
}

/**
 * POST /api/admin/claims/{id}/decision/: staff approve a pending claim (its remedy is given) or
 * decline it with a reason (nothing is given; the customer is told why). Under the claim's row
 * lock, with the audit row, in one transaction; a claim already decided answers 409.
 */
export async function decideClaimAsStaff(
  db: Database,
  staffId: number,
  claimId: number,
  input: ClaimDecisionInput,
  now = clockNow(),
): Promise<AdminClaimView> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
    if (!row) throw new DomainError('not_found', 'No such claim.');
    if (row.status !== 'pending')
      throw new DomainError('claim_already_decided', `This claim was already ${row.status}.`);
    let after: ClaimRow;
    const before = row.amountCents;
    if (input.decision === 'approve') {
      after = await approveWithRemedy(tx, row, staffId, now);
    } else {
      const reason = input.reason ?? '';
      [after] = (await tx
        .update(claims)
        .set({ status: 'declined', declineReason: reason, decidedBy: staffId, decidedAt: now })
        .where(and(eq(claims.id, claimId), eq(claims.status, 'pending')))
        .returning()) as [ClaimRow];
      await sendDeclinedEmail(tx, row, reason);
    }
    await recordAudit(tx, {
      staffId,
      action: input.decision === 'approve' ? 'claims.approve' : 'claims.decline',
      targetType: 'claim',
      targetId: claimId,
      before: { status: row.status, amount_cents: before },
      after: {
        status: after.status,
        remedy: after.remedy,
        amount_cents: after.amountCents,
        reship_order_id: after.reshipOrderId,
        decline_reason: after.declineReason,
      },
    });
  });
  return getAdminClaim(db, claimId);
}
