import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { readAll } from '@/server/db/read-all';
import type { Database } from '@/server/db/client';
import { orders, refunds, taxTransactions } from '@/server/db/schema';
import { taxToReverse, taxTransactionRest } from '@/domain/tax';
import { reportError } from '@/server/monitoring/report-error';
import { getTaxProvider } from './index';
import type { TaxProvider } from './types';

/**
 * The order's tax as recorded with the provider, kept equal to what the customer paid:
 *  - a paid order's current calculation (`orders.tax_calculation_id`) is recorded once as a
 *    transaction, `order-<id>` for the first;
 *  - an edit of a paid box (src/server/services/console-orders/order-contents.ts) prices it with
 *    a new calculation; recording that one first reverses the rest of every earlier
 *    transaction (`<reference>-replaced`) and then records the new one
 *    (`order-<id>-<calculation>`): Stripe Tax has no way to amend a transaction, a change is a
 *    reversal and a new transaction. No refund but the edits' own comes before (a box that
 *    money was given back for cannot be edited: editableOrder), so none is reversed again;
 *  - a refund reverses its share of the current transaction (`refund-<id>` on the first), except
 *    an edit's own refund, whose tax the edit's new calculation already left out.
 * Every step is idempotent by its reference (the provider's idempotency key is made from it), so
 * the tax-redrive job (tax-redrive.ts) can make again whatever a failed call left out.
 */

type TaxRow = typeof taxTransactions.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type RefundLike = { id: number; orderId: number; amountCents: number; orderEditId: number | null };

/** The transaction recorded for the order's current calculation, if any. */
export function currentTransactionOf(
  rows: TaxRow[],
  calculationId: string | null,
): TaxRow | undefined {
  return rows.find((row) => row.kind === 'transaction' && row.calculationId === calculationId);
}

/** The tax refunds gave back of the order's current transaction (what the order pages show). */
export function taxReversedByRefunds(rows: TaxRow[], calculationId: string | null): number {
  const current = currentTransactionOf(rows, calculationId);
  if (!current) return 0;
  return -rows
    .filter((row) => row.originalId === current.id && row.refundId !== null)
    .reduce((sum, row) => sum + row.taxCents, 0);
}

const reversalReference = (transaction: TaxRow, refundId: number) =>
  transaction.reference === `order-${transaction.orderId}`
    ? `refund-${refundId}`
    : `${transaction.reference}-refund-${refundId}`;

/** The total a transaction was recorded on: credit paid part of it as a tender, so it counts. */
const recordedTotal = (order: OrderRow) => order.totalCents + order.creditCents;

const taxRowsOf = (db: Database, orderId: number) =>
  db
    .select()
    .from(taxTransactions)
    .where(eq(taxTransactions.orderId, orderId))
    .orderBy(asc(taxTransactions.createdAt), asc(taxTransactions.reference));

/**
 * Records the order's tax with the provider once its money is captured or an edit re-priced it.
 * A failure is reported, not thrown: the customer has paid and the order stands; the tax-redrive
 * job records it later under the same references and keys.
 */
export async function commitOrderTax(
  db: Database,
  orderId: number,
  provider: TaxProvider = getTaxProvider(),
): Promise<void> {
  try {
    await recordOrderTax(db, orderId, provider);
  } catch (error) {
    reportError(error, { where: 'tax-commit', orderId });
  }
}

/** commitOrderTax's work, thrown on failure; whether it recorded a transaction now. */
export async function recordOrderTax(
  db: Database,
  orderId: number,
  provider: TaxProvider = getTaxProvider(),
): Promise<boolean> {
  const [[order], rows] = await readAll(db, [
    () => db.select().from(orders).where(eq(orders.id, orderId)),
    () => taxRowsOf(db, orderId),
  ]);
  if (!order?.taxCalculationId || order.taxProvider !== provider.name) return false;
  if (currentTransactionOf(rows, order.taxCalculationId)) return false;
  const earlier = rows.filter((row) => row.kind === 'transaction');
  for (const transaction of earlier) await retire(db, order, transaction, rows, provider);
  const reference =
    earlier.length === 0 ? `order-${orderId}` : `order-${orderId}-${order.taxCalculationId}`;
  const transaction = await provider.recordTransaction(db, {
    calculationId: order.taxCalculationId,
    reference,
  });
  const inserted = await db
    .insert(taxTransactions)
    .values({
      id: transaction.id,
      kind: 'transaction',
      provider: provider.name,
      reference,
      orderId,
      calculationId: order.taxCalculationId,
      taxCents: order.taxCents,
      amountCents: recordedTotal(order),
    })
    .onConflictDoNothing()
    .returning({ id: taxTransactions.id });
  return inserted.length > 0;
}

/** Reverses what refunds left of a transaction a newer calculation replaces. */
async function retire(
  db: Database,
  order: OrderRow,
  transaction: TaxRow,
  rows: TaxRow[],
  provider: TaxProvider,
) {
  const reference = `${transaction.reference}-replaced`;
  if (rows.some((row) => row.reference === reference)) return;
  const reversals = rows.filter(
    (row) => row.originalId === transaction.id && row.refundId !== null,
  );
  const amounts =
    reversals.length === 0
      ? []
      : await db
          .select({ id: refunds.id, amountCents: refunds.amountCents })
          .from(refunds)
          .where(
            inArray(
              refunds.id,
              reversals.map((row) => row.refundId!),
            ),
          );
  const rest = taxTransactionRest({
    amountCents: transaction.amountCents ?? recordedTotal(order),
    taxCents: transaction.taxCents,
    reversed: reversals.map((row) => ({
      amountCents: amounts.find((refund) => refund.id === row.refundId)?.amountCents ?? 0,
      taxCents: -row.taxCents,
    })),
  });
  if (!rest) return;
  await recordReversal(db, provider, transaction, {
    reference,
    full: rest.full,
    amountCents: rest.amountCents,
    taxCents: rest.taxCents,
    refundId: null,
  });
}

/** A reversal of a transaction with the provider, and its row (negative tax). */
async function recordReversal(
  db: Database,
  provider: TaxProvider,
  transaction: TaxRow,
  input: {
    reference: string;
    full: boolean;
    /** What is given back, tax included. */
    amountCents: number;
    taxCents: number;
    refundId: number | null;
  },
) {
  const reversal = await provider.reverse(db, {
    transactionId: transaction.id,
    reference: input.reference,
    full: input.full,
    refundCents: input.amountCents,
  });
  await db
    .insert(taxTransactions)
    .values({
      id: reversal.id,
      kind: 'reversal',
      provider: provider.name,
      reference: input.reference,
      orderId: transaction.orderId,
      originalId: transaction.id,
      refundId: input.refundId,
      taxCents: -input.taxCents,
    })
    .onConflictDoNothing();
}

/**
 * Gives back the tax of a refund that succeeded: the current transaction's tax in proportion to
 * the share of its total refunded (all that is left on the last refund), reversed with the
 * provider (full or partial) and recorded as a negative transaction. Idempotent per refund and
 * transaction. Throws on failure.
 */
export async function reverseOrderTax(
  db: Database,
  refund: RefundLike,
  provider: TaxProvider = getTaxProvider(),
): Promise<number> {
  if (refund.orderEditId !== null) return 0;
  const [[order], rows, refundedBefore] = await readAll(db, [
    () => db.select().from(orders).where(eq(orders.id, refund.orderId)),
    () => taxRowsOf(db, refund.orderId),
    () => refundedBeforeOf(db, refund),
  ]);
  const current = order && currentTransactionOf(rows, order.taxCalculationId);
  if (!order || !current) return 0;
  const reference = reversalReference(current, refund.id);
  if (rows.some((row) => row.reference === reference)) return 0;
  const reversed = taxReversedByRefunds(rows, order.taxCalculationId);
  const cents = taxToReverse({
    orderTotal: current.amountCents ?? recordedTotal(order),
    orderTax: current.taxCents,
    alreadyReversed: reversed,
    refundCents: refund.amountCents,
    alreadyRefunded: refundedBefore,
  });
  if (cents === 0) return 0;
  await recordReversal(db, provider, current, {
    reference,
    full: reversed === 0 && cents === current.taxCents && refundedBefore === 0,
    amountCents: refund.amountCents,
    taxCents: cents,
    refundId: refund.id,
  });
  return cents;
}

/** What earlier refunds of the order gave back (succeeded or still pending; not edits' own). */
async function refundedBeforeOf(db: Database, refund: { id: number; orderId: number }) {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, refund.orderId),
        lt(refunds.id, refund.id),
        inArray(refunds.status, ['pending', 'succeeded']),
        isNull(refunds.orderEditId),
      ),
    );
  return row?.cents ?? 0;
}

/**
 * After a refund settles: its tax reversed if it succeeded. A failure is reported, never thrown;
 * the tax-redrive job reverses it later under the same reference and key.
 */
export async function reverseTaxOfRefund(db: Database, refundId: number): Promise<void> {
  try {
    const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    if (refund?.status === 'succeeded') await reverseOrderTax(db, refund);
  } catch (error) {
    reportError(error, { where: 'tax-reversal', refundId });
  }
}
