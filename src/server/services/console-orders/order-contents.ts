import { and, eq } from 'drizzle-orm';
import { recordAudit } from '@/server/admin/audit';
import type { Database } from '@/server/db/client';
import {
  orderEdits,
  orderItems,
  orderTaxLines,
  orders,
  type OrderEditAfter,
} from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import type { OrderContentsInput, OrderContentsView } from '@/contracts/admin/order-contents';
import { orderTotalsProblem } from '@/domain/box-lines';
import { type EditLine, type EditTotals } from '@/domain/order-edit';
import type { PaymentProvider } from '@/server/payments';
import { writeOrderTax } from '@/server/tax/tax-service';
import { commitOrderTax } from '@/server/tax/tax-records';
import { renewalCardOf } from '../payments/saved-card-filter';
import { orderItemRows } from '../orders/place-order';
import { planBoxesOfLines, rememberBoxContents } from '../fulfilment/box-contents-tallies';
import { lockEditable } from './order-ship-to';
import { contentsEditUnderWay } from './contents-edit-under-way';
import { chargeDifference, refundDifference } from './order-contents-money';
import { emailBoxChanged } from './order-contents-email';
import {
  contentsFingerprint,
  quoteOrderContents,
  type ContentsQuote,
} from './order-contents-quote';

type EditRow = typeof orderEdits.$inferSelect;
type Money = OrderContentsView['money'];

const linesView = (lines: EditLine[]) =>
  lines.map(({ unit_cents, total_cents, ...line }) => ({
    ...line,
    unit: unit_cents,
    total: total_cents,
  }));

async function cardOf(db: Database, customerId: number) {
  const [card] = await renewalCardOf(db, customerId);
  return card ? { brand: card.brand, last4: card.last4 } : null;
}

function previewView(quote: ContentsQuote, card: OrderContentsView['card']): OrderContentsView {
  return {
    order_id: quote.order.id,
    applied: false,
    lines: linesView(quote.after.lines),
    before: quote.before.totals,
    after: quote.after.totals,
    difference: quote.difference,
    money: quote.money,
    card: quote.money === 'charge' ? card : null,
    payment_id: null,
    refund_id: null,
  };
}

async function appliedView(db: Database, edit: EditRow): Promise<OrderContentsView> {
  const [order] = await db.select().from(orders).where(eq(orders.id, edit.orderId));
  const money: Money = edit.paymentId
    ? 'charge'
    : edit.refundId
      ? 'refund'
      : edit.differenceCents === 0
        ? 'none'
        : 'reprice';
  return {
    order_id: edit.orderId,
    applied: true,
    lines: linesView(edit.after.lines),
    before: edit.before.totals,
    after: edit.after.totals,
    difference: edit.differenceCents,
    money,
    card: money === 'charge' && order ? await cardOf(db, order.customerId) : null,
    payment_id: edit.paymentId,
    refund_id: edit.refundId,
  };
}

const offerAndCredit = (totals: EditTotals) => totals.discount + totals.credit;

/** The new lines, totals and tax written in one transaction with the audit row. */
async function applyEdit(db: Database, edit: EditRow, staffId: number) {
  const after: OrderEditAfter = edit.after;
  const problem = orderTotalsProblem(after.lines, after.totals);
  if (problem) throw new Error(`Refusing to record an edited order: ${problem}.`);
  await rememberBoxContents(db, planBoxesOfLines(after.lines));
  return db.transaction(async (tx) => {
    const order = await lockEditable(tx, edit.orderId, undefined, 'its recipes and extras');
    if (order.totalCents !== edit.before.totals.total)
      throw new DomainError('idempotency_conflict', 'The order changed meanwhile: preview again.');
    await tx.delete(orderItems).where(eq(orderItems.orderId, order.id));
    await tx.insert(orderItems).values(orderItemRows(order.id, after.lines));
    await tx
      .update(orders)
      .set({
        subtotalCents: after.totals.subtotal,
        discountCents: offerAndCredit(after.totals),
        taxCents: after.totals.tax,
        totalCents: after.totals.total,
        taxProvider: after.tax.provider,
        taxCalculationId: after.tax.id,
      })
      .where(eq(orders.id, order.id));
    await tx.delete(orderTaxLines).where(eq(orderTaxLines.orderId, order.id));
    await writeOrderTax(tx, order.id, {
      ...after.tax,
      total_tax: after.totals.tax,
      lines: [],
      expires_at: new Date(0),
    });
    const [applied] = await tx
      .update(orderEdits)
      .set({ status: 'applied' })
      .where(and(eq(orderEdits.id, edit.id), eq(orderEdits.status, 'pending')))
      .returning();
    if (applied) await emailBoxChanged(tx, order, edit);
    await recordAudit(tx, {
      staffId,
      action: 'order.contents.edit',
      targetType: 'order',
      targetId: order.id,
      before: edit.before,
      after: {
        lines: after.lines,
        totals: after.totals,
        difference_cents: edit.differenceCents,
        payment_id: edit.paymentId,
        refund_id: edit.refundId,
      },
    });
    return applied!;
  });
}

/** Moves the money of a reserved edit (once, whatever is retried) and then applies it. */
async function finish(db: Database, provider: PaymentProvider, staffId: number, edit: EditRow) {
  const [order] = await db.select().from(orders).where(eq(orders.id, edit.orderId));
  let current = edit;
  if (order!.status === 'paid' && edit.differenceCents > 0 && !edit.paymentId)
    current = {
      ...current,
      paymentId: await chargeDifference(db, provider, edit, order!.customerId),
    };
  if (order!.status === 'paid' && edit.differenceCents < 0 && !edit.refundId) {
    const refundId = await refundDifference(db, provider, edit, staffId).catch(
      async (error: unknown) => {
        // Refused for good (not an outage): the edit is over, the box unchanged.
        if (error instanceof DomainError && error.code === 'refund_refused')
          await db.update(orderEdits).set({ status: 'declined' }).where(eq(orderEdits.id, edit.id));
        throw error;
      },
    );
    current = { ...current, refundId };
  }
  const applied = await applyEdit(db, current, staffId);
  // A paid box's tax was recorded with the provider at capture: it is recorded again from the
  // edit's calculation (a box not charged yet records its tax when its payment is captured).
  if (order!.status === 'paid') await commitOrderTax(db, edit.orderId);
  return appliedView(db, applied);
}

/**
 * POST /api/admin/orders/{id}/contents/: previews or applies an edit of a box's recipes and
 * extras before it is packed. Applying reserves the edit under the order's lock (keyed by the
 * request), moves the difference through the existing money paths (the saved card for more, the
 * refund rules for less; a box not charged yet is only re-priced) and then writes the new lines
 * and totals with the audit row. A declined charge leaves the box as it was.
 */
export async function editOrderContents(
  db: Database,
  provider: PaymentProvider,
  staffId: number,
  orderId: number,
  input: OrderContentsInput,
): Promise<OrderContentsView> {
  const fingerprint = contentsFingerprint(input);
  if (!input.preview) {
    const [repeat] = await db
      .select()
      .from(orderEdits)
      .where(eq(orderEdits.idempotencyKey, input.idempotency_key));
    if (repeat) {
      if (repeat.orderId !== orderId || repeat.requestFingerprint !== fingerprint)
        throw new DomainError(
          'idempotency_key_reused',
          'This request key was used for another edit. Preview the edit again.',
        );
      if (repeat.status === 'applied') return appliedView(db, repeat);
      if (repeat.status === 'declined')
        throw new DomainError(
          'payment_declined',
          'The payment for this change was refused and the box was not changed: preview it again.',
        );
      return finish(db, provider, staffId, repeat);
    }
  }
  const quote = await quoteOrderContents(db, orderId, input);
  if (input.preview) return previewView(quote, await cardOf(db, quote.order.customerId));
  if (input.expected_total !== undefined && input.expected_total !== quote.after.totals.total)
    throw new DomainError(
      'conflict',
      'The price changed since the preview: preview the edit again.',
    );
  const edit = await db.transaction(async (tx) => {
    const order = await lockEditable(tx, orderId, undefined, 'its recipes and extras');
    if (order.totalCents !== quote.order.totalCents || order.status !== quote.order.status)
      throw new DomainError('idempotency_conflict', 'The order changed meanwhile: preview again.');
    // Two edits at once would both move money against the same old total; the second waits
    // until the first is applied (or, stuck on a provider outage, for ten minutes).
    if (await contentsEditUnderWay(tx, orderId))
      throw new DomainError(
        'conflict',
        'Another change of this box is under way: reload the page in a moment.',
      );
    const [row] = await tx
      .insert(orderEdits)
      .values({
        orderId,
        staffId,
        idempotencyKey: input.idempotency_key,
        requestFingerprint: fingerprint,
        before: { lines: quote.before.lines, totals: quote.before.totals },
        after: {
          lines: quote.after.lines,
          totals: quote.after.totals,
          tax: {
            id: quote.after.tax.id,
            provider: quote.after.tax.provider,
            jurisdictions: quote.after.tax.jurisdictions,
            incomplete: quote.after.tax.incomplete,
          },
        },
        differenceCents: quote.difference,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new DomainError('idempotency_conflict', 'This edit is already being made: reload.');
    return row;
  });
  return finish(db, provider, staffId, edit);
}
