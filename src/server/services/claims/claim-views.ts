import { asc, eq, inArray } from 'drizzle-orm';
import type { ClaimView } from '@/contracts/claims';
import type { Database } from '@/server/db/client';
import { claimLines, orderItems, type ClaimRow } from '@/server/db/schema';

/** Claims as the API shows them, with their lines: one query for the lines of all of them. */
export async function claimViews(db: Database, rows: ClaimRow[]): Promise<ClaimView[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      claimId: claimLines.claimId,
      orderItemId: claimLines.orderItemId,
      quantity: claimLines.quantity,
      amountCents: claimLines.amountCents,
      productName: orderItems.productName,
    })
    .from(claimLines)
    .innerJoin(orderItems, eq(orderItems.id, claimLines.orderItemId))
    .where(
      inArray(
        claimLines.claimId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(claimLines.id));
  return rows.map((row) => ({
    id: row.id,
    order_id: row.orderId,
    problem: row.problem,
    remedy: row.remedy,
    status: row.status,
    note: row.note,
    has_photo: row.photoKey !== null,
    amount: row.amountCents,
    reship_order_id: row.reshipOrderId,
    reship_date: row.reshipDate,
    decline_reason: row.declineReason,
    lines: lines
      .filter((line) => line.claimId === row.id)
      .map((line) => ({
        order_item_id: line.orderItemId,
        product_name: line.productName,
        quantity: line.quantity,
        amount: line.amountCents,
      })),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  }));
}
