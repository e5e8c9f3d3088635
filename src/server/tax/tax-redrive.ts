import { and, asc, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orders, refunds, taxTransactions } from '@/server/db/schema';
import { reportError } from '@/server/monitoring/report-error';
import { clockNow } from '@/server/clock';
import { getTaxProvider } from './index';
import { recordOrderTax, reverseOrderTax } from './tax-records';
import type { TaxProvider } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calculation expires 90 days after it is made (Stripe's and the offline one's): no later. */
const RECORD_WITHIN_MS = 90 * DAY_MS;
/**
 * A refund whose share of tax rounds to nothing records no reversal, so it would be found on
 * every run: refunds are looked at for 30 days, far longer than any provider outage.
 */
const REVERSE_WITHIN_MS = 30 * DAY_MS;
const BATCH = 100;

/** The transaction of the order's current calculation (the row tax-records.ts made from it). */
const current = sql`select ${taxTransactions.id} from ${taxTransactions} where ${taxTransactions.orderId} = ${orders.id} and ${taxTransactions.kind} = 'transaction' and ${taxTransactions.calculationId} = ${orders.taxCalculationId}`;

export interface TaxRedriveSummary {
  /** Transactions recorded now for paid orders whose capture-time call failed. */
  recorded: number;
  /** Reversals recorded now for succeeded refunds whose settle-time call failed. */
  reversed: number;
  /** Still failing (reported): the next run tries again. */
  failed: number;
}

/**
 * Tax records a failed provider call left out, made again under their original references (and
 * so idempotency keys): each paid order's transaction for its current calculation (with what an
 * edit's re-recording reverses, tax-records.ts), then each succeeded refund's reversal. What is
 * missing is read from the tables themselves (a paid order whose calculation has no transaction
 * row), so no failure has to be written down to be retried. Safe beside a capture or refund in
 * flight and run twice: both record once.
 */
export async function redriveTaxRecords(
  db: Database,
  now = clockNow(),
  provider: TaxProvider = getTaxProvider(),
): Promise<TaxRedriveSummary> {
  const summary: TaxRedriveSummary = { recorded: 0, reversed: 0, failed: 0 };
  const unrecorded = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        isNotNull(orders.taxCalculationId),
        eq(orders.taxProvider, provider.name),
        gte(orders.createdAt, new Date(now.getTime() - RECORD_WITHIN_MS)),
        sql`not exists (${current})`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  for (const { id } of unrecorded) {
    try {
      if (await recordOrderTax(db, id, provider)) summary.recorded += 1;
    } catch (error) {
      reportError(error, { where: 'tax-redrive', orderId: id });
      summary.failed += 1;
    }
  }
  const unreversed = await db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      amountCents: refunds.amountCents,
      orderEditId: refunds.orderEditId,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.status, 'succeeded'),
        isNull(refunds.orderEditId),
        gt(orders.taxCents, 0),
        gte(refunds.createdAt, new Date(now.getTime() - REVERSE_WITHIN_MS)),
        sql`exists (${current})`,
        sql`not exists (select 1 from ${taxTransactions} where ${taxTransactions.refundId} = ${refunds.id} and ${taxTransactions.originalId} = (${current}))`,
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(BATCH);
  for (const refund of unreversed) {
    try {
      if ((await reverseOrderTax(db, refund, provider)) > 0) summary.reversed += 1;
    } catch (error) {
      reportError(error, { where: 'tax-redrive', refundId: refund.id });
      summary.failed += 1;
    }
  }
  return summary;
}
