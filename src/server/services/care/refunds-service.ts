import { readAll } from '@/server/db/read-all';
import { itemsOfOrders } from '../checkout/load-order';
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { recordAudit } from '@/server/admin/audit';
import { DomainError, ValidationError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { orderEdits, orders, refundLines, refunds, type RefundRow } from '@/server/db/schema';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import { cardPaymentForRefund, moneyBackLeft, paidCents, roomOn } from '@/domain/money-back';
import {
  checkRefund,
  fullRefundLines,
  type RefundableLine,
  type RefundLimit,
} from '@/domain/refund-limits';
import type { PaymentProvider } from '@/server/payments';
import { refundToCredit } from '../credit/credit-ledger';
import { cardPaymentsOf, holdIfGivenBack, lockOrder, orderMoneyOf } from './order-money';
import { askProviderForRefund } from './refund-settlement';
import { emailRefundSucceeded } from './refund-email';
import type { RefundView } from '@/contracts/admin/care';
import { clockNow } from '@/server/clock';
import { reverseTaxOfRefund } from '@/server/tax/tax-records';
export type { RefundView };

export const refundSchema = object({
  /** From the page that asked: the same click sent twice is the same refund. */
  idempotency_key: string().trim().min(8).max(100).required(FIELD_REQUIRED),
  reason: string().trim().max(500).required('Please give a reason.'),
  /** Everything still refundable; otherwise `lines` names the amounts. */
  full: boolean().default(false),
  /** Back to the card charged, or to the customer's account credit (no provider involved). */
  destination: string()
    .oneOf(['card', 'credit'] as const, 'Choose card or account credit.')
    .default('card'),
  lines: array(
    object({
      line: string().trim().max(40).required(FIELD_REQUIRED),
      amount: number()
        .typeError('Enter an amount in cents.')
        .integer('Enter an amount in whole cents.')
        .min(0, 'Enter an amount of 0 or more.')
        .required(FIELD_REQUIRED),
    }),
  )
    .max(100)
    .default([]),
});
type ParsedRefund = InferType<typeof refundSchema>;
/** The card unless said otherwise (service callers and older pages send no destination). */
export type RefundInput = Omit<ParsedRefund, 'destination'> & {
  destination?: ParsedRefund['destination'];
};

/** What the caller knows of a refund that its input does not carry. */
export interface RefundOptions {
  /** The order edit whose difference this gives back (its tax is re-recorded by the edit). */
  orderEditId?: number;
  /** The caller's own email tells the customer (a box cancelled, an edit): no refund email. */
  quiet?: boolean;
}

const COUNTING = ['pending', 'succeeded'] as const;

type OrderRow = typeof orders.$inferSelect;

/**
 * The orders' lines with what was already refunded of each (pending refunds count too): two
 * queries for any number of orders.
 */
export async function refundableLinesOf(
  db: Database,
  rows: OrderRow[],
): Promise<Map<number, RefundableLine[]>> {
  const ids = rows.map((order) => order.id);
  if (!ids.length) return new Map();
  const [items, taken] = await readAll(db, [
    () => itemsOfOrders(db, ids),
    () =>
      db
        .select({
          orderId: refunds.orderId,
          line: refundLines.line,
          amount: refundLines.amountCents,
        })
        .from(refundLines)
        .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
        .where(
          and(
            inArray(refunds.orderId, ids),
            inArray(refunds.status, [...COUNTING]),
            // An edit's refund named the lines the edit replaced: the new lines owe it nothing.
            sql`not exists (select 1 from ${orderEdits} where ${orderEdits.refundId} = ${refunds.id})`,
          ),
        ),
  ]);
  return new Map(
    rows.map((order) => {
      const refunded = (line: string) =>
        taken
          .filter((row) => row.orderId === order.id && row.line === line)
          .reduce((sum, row) => sum + row.amount, 0);
      const lines: RefundableLine[] = [
        ...items
          .filter((item) => item.orderId === order.id)
          .map((item) => ({
            line: `item:${item.id}`,
            label: item.productName,
            totalCents: item.totalCents,
            refundedCents: 0,
          })),
        { line: 'shipping', label: 'shipping', totalCents: order.shippingCents, refundedCents: 0 },
        { line: 'tax', label: 'tax', totalCents: order.taxCents, refundedCents: 0 },
      ];
      const priced = lines
        .filter((line) => line.totalCents > 0)
        .map((line) => ({ ...line, refundedCents: refunded(line.line) }));
      return [order.id, priced] as const;
    }),
  );
}

function toView(row: RefundRow, lines: { line: string; amountCents: number }[]): RefundView {
  return {
    id: row.id,
    order_id: row.orderId,
    amount: row.amountCents,
    reason: row.reason,
    status: row.status,
    provider_refund_id: row.providerRefundId,
    destination: row.destination,
    staff_id: row.staffId,
    lines: lines.map((line) => ({ line: line.line, amount: line.amountCents })),
    created_at: row.createdAt.toISOString(),
  };
}

async function viewOf(db: Database, refundId: number) {
  const [[row], lines] = await readAll(db, [
    () => db.select().from(refunds).where(eq(refunds.id, refundId)),
    () => db.select().from(refundLines).where(eq(refundLines.refundId, refundId)),
  ]);
  return toView(row!, lines);
}

/**
 * The order's limit for a refund to `destination`, or why it cannot be refunded that way. A card
 * refund goes back on one of the order's card payments (cardPaymentForRefund): the one `wanted`
 * fits on, or for a full refund the first with anything left.
 */
async function limitFor(
  tx: Database,
  order: typeof orders.$inferSelect,
  destination: 'card' | 'credit',
  wantedCents?: number,
): Promise<{ limit: RefundLimit; paymentId: number | null; paymentIntent: string | null }> {
  const money = await orderMoneyOf(tx, order);
  const left = moneyBackLeft(money);
  if (destination === 'credit') {
    if (paidCents(money) === 0)
      throw new DomainError(
        'not_refundable',
        'This order was not paid: there is nothing to give back.',
      );
    return {
      limit: { leftCents: left.creditCents, paidCents: paidCents(money), paidWord: 'paid' },
      paymentId: order.paymentId,
      paymentIntent: null,
    };
  }
  const payment = cardPaymentForRefund(await cardPaymentsOf(tx, order), wantedCents);
  if (!payment)
    throw new DomainError('not_refundable', 'This order has no captured payment to refund.');
  return {
    limit: { leftCents: Math.min(left.cardCents, roomOn(payment)), paidCents: payment.amountCents },
    paymentId: payment.id,
    paymentIntent: payment.providerId,
  };
}

/**
 * Reserves the refund: under the order's row lock, checks it against what is left of what was
 * paid (card and credit refunds and claim credits all count, money-back.ts) and writes it
 * 'pending' with its audit row. A second refund (or a claim) of the same order waits for the
 * lock and then counts this one. A refund to account credit is given here and then: 'succeeded'
 * with its ledger entry. An order with nothing left to give back is held from shipping.
 */
/** The request a key stands for, as the refund's form sends it (full, or the lines in order). */
export function refundFingerprint(input: RefundInput): string {
  const asked = input.full
    ? { full: true, reason: input.reason }
    : { lines: input.lines.map(({ line, amount }) => [line, amount]), reason: input.reason };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

async function reserve(
  db: Database,
  orderId: number,
  staffId: number | null,
  input: RefundInput,
  options: RefundOptions,
) {
  const fingerprint = refundFingerprint(input);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new DomainError('not_found', 'No such order.');
    const [repeat] = await tx
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, input.idempotency_key));
    if (repeat) {
      if (repeat.orderId !== orderId)
        throw new DomainError(
          'idempotency_conflict',
          'This request key was used for another order.',
        );
      if (repeat.requestFingerprint !== null && repeat.requestFingerprint !== fingerprint)
        throw new DomainError(
          'idempotency_key_reused',
          'This request key was used for another refund (other amount, lines or reason). Reload the page to give a new refund.',
        );
      return { refund: repeat, paymentIntent: null };
    }
    const destination = input.destination ?? 'card';
    const asked = input.full ? undefined : input.lines.reduce((sum, line) => sum + line.amount, 0);
    const { limit, paymentId, paymentIntent } = await limitFor(tx, order, destination, asked);
    const lines = (await refundableLinesOf(tx, [order])).get(order.id)!;
    const wanted = input.full
      ? fullRefundLines(limit.leftCents, lines)
      : input.lines.map((line) => ({ line: line.line, amountCents: line.amount }));
    const check = checkRefund(limit, lines, wanted);
    if (!check.ok) {
      if (check.kind === 'invalid') throw new ValidationError(check.fields);
      throw new DomainError('refund_exceeds_captured', check.detail);
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId,
        paymentId,
        destination,
        status: destination === 'credit' ? 'succeeded' : 'pending',
        staffId,
        amountCents: check.amountCents,
        reason: input.reason,
        idempotencyKey: input.idempotency_key,
        requestFingerprint: fingerprint,
        orderEditId: options.orderEditId ?? null,
        notify: !options.quiet,
      })
      .returning();
    await tx
      .insert(refundLines)
      .values(check.lines.map((line) => ({ refundId: refund!.id, ...line })));
    const balance =
      destination === 'credit'
        ? await refundToCredit(tx, {
            customerId: order.customerId,
            amountCents: check.amountCents,
            orderId,
            refundId: refund!.id,
            staffId,
          })
        : undefined;
    // A refund to credit has gone through already: the customer hears of it with it.
    if (destination === 'credit') await emailRefundSucceeded(tx, refund!.id);
    const held = await holdIfGivenBack(tx, order, clockNow());
    const before = lines.reduce((sum, line) => sum + line.refundedCents, 0);
    await recordAudit(tx, {
      staffId,
      action: 'order.refund',
      targetType: 'order',
      targetId: orderId,
      before: { refunded_cents: before },
      after: {
        refunded_cents: before + check.amountCents,
        refund_id: refund!.id,
        amount_cents: check.amountCents,
        destination,
        lines: check.lines,
        reason: input.reason,
        ...(balance === undefined ? {} : { credit_balance_cents: balance }),
        ...(held ? { hold: 'refunded' } : {}),
      },
    });
    return { refund: refund!, paymentIntent };
  });
}

/**
 * Refunds (part of) an order through the payment provider. The provider is asked outside the
 * lock with a key made from the refund's id, so a retry of a refund left pending (an outage, a
 * crash) asks again under the same key and the provider refunds once.
 */
export async function refundOrder(
  db: Database,
  provider: PaymentProvider,
  orderId: number,
  /** Null: the customer's own account deletion (cancelOrder). */
  staffId: number | null,
  input: RefundInput,
  options: RefundOptions = {},
): Promise<RefundView> {
  const reserved = await reserve(db, orderId, staffId, input, options);
  const refund = reserved.refund;
  if (refund.status === 'succeeded' || refund.destination === 'credit') {
    await reverseTaxOfRefund(db, refund.id);
    return viewOf(db, refund.id);
  }
  if (refund.status === 'failed')
    throw new DomainError('refund_refused', refund.failureMessage ?? 'The refund was refused.');
  const asked = await askProviderForRefund(db, provider, refund, reserved.paymentIntent);
  if (asked.state === 'refused') throw new DomainError('refund_refused', asked.message);
  if (asked.state === 'unavailable')
    // Left pending, so its amount stays reserved: the same request again finishes it, and so
    // does the re-drive job (refund-redrive.ts) after ten minutes.
    throw new DomainError(
      'service_unavailable',
      'The payment provider did not answer. Try the same refund again in a moment.',
    );
  return viewOf(db, refund.id);
}

export async function listRefunds(db: Database, orderIds: number[]): Promise<RefundView[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(asc(refunds.id));
  const lines = rows.length
    ? await db
        .select()
        .from(refundLines)
        .where(
          inArray(
            refundLines.refundId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) =>
    toView(
      row,
      lines.filter((line) => line.refundId === row.id),
    ),
  );
}
