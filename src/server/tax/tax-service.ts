import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { readAll } from '@/server/db/read-all';
import type { Database } from '@/server/db/client';
import {
  orders,
  orderTaxLines,
  refunds,
  taxTransactions,
  type OrderAddress,
} from '@/server/db/schema';
import { NO_TAX, taxableAmounts, taxToReverse, type TaxRates } from '@/domain/tax';
import { reportError } from '@/server/monitoring/report-error';
import { getTaxProvider } from './index';
import { taxCodeOf } from './tax-codes';
import type { TaxAddress, TaxCalculation, TaxProvider } from './types';

/**
 * The shop's one way to tax: every quote (carts, checkout, My plan, renewals, reactivation, Add
 * Pup, order views) asks `taxRatesFor`, and checkout and renewals `calculateOrderTax` for what
 * they charge, through the configured provider (src/server/tax: Stripe Tax or the offline
 * stand-in). Nothing else decides a rate.
 */

type AddressLike =
  | Pick<OrderAddress, 'address1' | 'address2' | 'city' | 'state' | 'zip_code'>
  | { address1: string; address2: string | null; city: string; state: string; zipCode: string };

/** The provider's view of a saved, typed or order address. */
export function taxAddressOf(address: AddressLike): TaxAddress {
  return {
    line1: address.address1,
    line2: address.address2 || null,
    city: address.city,
    state: address.state.trim().toUpperCase(),
    postal_code: 'zipCode' in address ? address.zipCode : address.zip_code,
  };
}

/** Whether two addresses are the same for tax (jsonb keeps keys in its own order). */
export function sameTaxAddress(a: TaxAddress | null, b: TaxAddress | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.line1 === b.line1 &&
    (a.line2 || null) === (b.line2 || null) &&
    a.city === b.city &&
    a.state === b.state &&
    a.postal_code === b.postal_code
  );
}

/** Stripe answers a rate question with an HTTP call: a quote reuses its answer a few minutes. */
const RATES_TTL_MS = 10 * 60 * 1000;
const remembered = new Map<string, { rates: TaxRates; at: number }>();

/** The rates at an address (no address yet: none, and the quote says tax is added later). */
export async function taxRatesFor(
  db: Database,
  address: TaxAddress | null,
  provider: TaxProvider = getTaxProvider(),
): Promise<TaxRates> {
  if (!address) return NO_TAX;
  if (provider.name === 'offline') return provider.ratesAt(db, address);
  const key = [address.line1, address.line2, address.city, address.state, address.postal_code].join(
    '|',
  );
  const hit = remembered.get(key);
  if (hit && performance.now() - hit.at < RATES_TTL_MS) return hit.rates;
  const rates = await provider.ratesAt(db, address);
  remembered.set(key, { rates, at: performance.now() });
  return rates;
}

export interface ChargedLine {
  sku: string;
  product_type: string;
  quantity: number;
  total_cents: number;
}

/**
 * The provider's calculation for the lines an order charges, the box's discount spread over them
 * as the quote spread it (src/domain/tax.ts). Its id is kept with the order, and a transaction is
 * made from it at capture.
 */
export function calculateOrderTax(
  db: Database,
  input: { address: TaxAddress; lines: ChargedLine[]; discount: number; idempotencyKey: string },
  provider: TaxProvider = getTaxProvider(),
): Promise<TaxCalculation> {
  const amounts = taxableAmounts(
    input.lines.map((line) => line.total_cents),
    input.discount,
  );
  return provider.calculate(
    db,
    {
      address: input.address,
      lines: input.lines.map((line, index) => ({
        reference: `${index + 1}:${line.sku}`,
        amount: amounts[index]!,
        quantity: line.quantity,
        tax_code: taxCodeOf(line.product_type),
      })),
    },
    input.idempotencyKey,
  );
}

/** The order's jurisdiction lines and its calculation, written with the order (placeOrder). */
export async function writeOrderTax(tx: Database, orderId: number, tax: TaxCalculation) {
  if (tax.jurisdictions.length > 0)
    await tx.insert(orderTaxLines).values(
      tax.jurisdictions.map((line) => ({
        orderId,
        level: line.level,
        name: line.name,
        ratePpm: line.rate_ppm,
        taxableCents: line.taxable_amount,
        taxCents: line.tax_amount,
        incomplete: tax.incomplete,
      })),
    );
}

/**
 * Records the order's tax with the provider once its money is captured (a Stripe Tax
 * transaction made from the calculation). Idempotent: a retried capture records once. A failure
 * is reported, not thrown: the customer has paid and the order stands; the tax-redrive job
 * (tax-redrive.ts) records it later under the same reference and key.
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
  const reference = `order-${orderId}`;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.taxCalculationId || order.taxProvider !== provider.name) return false;
  const [done] = await db
    .select({ id: taxTransactions.id })
    .from(taxTransactions)
    .where(eq(taxTransactions.reference, reference));
  if (done) return false;
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
    })
    .onConflictDoNothing()
    .returning({ id: taxTransactions.id });
  return inserted.length > 0;
}

/**
 * Gives back the tax of a refund that succeeded: the order's tax in proportion to the share of
 * its total refunded (all that is left on the last refund), reversed with the provider (full or
 * partial) and recorded as a negative transaction. Idempotent per refund. Throws on failure.
 */
export async function reverseOrderTax(
  db: Database,
  refund: { id: number; orderId: number; amountCents: number },
  provider: TaxProvider = getTaxProvider(),
): Promise<number> {
  const reference = `refund-${refund.id}`;
  const [[order], [original], [sums]] = await readAll(db, [
    () => db.select().from(orders).where(eq(orders.id, refund.orderId)),
    () =>
      db
        .select()
        .from(taxTransactions)
        .where(
          and(eq(taxTransactions.orderId, refund.orderId), eq(taxTransactions.kind, 'transaction')),
        ),
    () =>
      db
        .select({
          reversed: sql<number>`coalesce(-sum(${taxTransactions.taxCents}) filter (where ${taxTransactions.kind} = 'reversal'), 0)::int`,
          done: sql<number>`count(*) filter (where ${taxTransactions.reference} = ${reference})::int`,
        })
        .from(taxTransactions)
        .where(eq(taxTransactions.orderId, refund.orderId)),
  ]);
  if (!order || !original || sums!.done > 0) return 0;
  const refundedBefore = await refundedBeforeOf(db, refund);
  const cents = taxToReverse({
    // Credit paid part of it as a tender: the price the tax was on is all of it.
    orderTotal: order.totalCents + order.creditCents,
    orderTax: order.taxCents,
    alreadyReversed: sums!.reversed,
    refundCents: refund.amountCents,
    alreadyRefunded: refundedBefore,
  });
  if (cents === 0) return 0;
  const full = cents + sums!.reversed === order.taxCents && refundedBefore === 0;
  const reversal = await provider.reverse(db, {
    transactionId: original.id,
    reference,
    full,
    refundCents: refund.amountCents,
  });
  await db
    .insert(taxTransactions)
    .values({
      id: reversal.id,
      kind: 'reversal',
      provider: provider.name,
      reference,
      orderId: refund.orderId,
      originalId: original.id,
      refundId: refund.id,
      taxCents: -cents,
    })
    .onConflictDoNothing();
  return cents;
}

/** What earlier refunds of the order gave back (those that succeeded or are still pending). */
async function refundedBeforeOf(db: Database, refund: { id: number; orderId: number }) {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, refund.orderId),
        lt(refunds.id, refund.id),
        inArray(refunds.status, ['pending', 'succeeded']),
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
