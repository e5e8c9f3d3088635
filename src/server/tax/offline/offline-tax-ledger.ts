import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { clockNow } from '@/server/clock';
import type { Database } from '@/server/db/client';
import { readAll } from '@/server/db/read-all';
import { offlineTaxTransactions, taxCalculations } from '@/server/db/schema';
import { TaxProviderError, type TaxReversalInput } from '../types';

/**
 * The offline tax provider's transactions and reversals, answered as Stripe Tax answers them
 * (docs.stripe.com/api/tax/transactions): a transaction is made from a calculation that has not
 * expired; a reference is unique across all transactions, and the same request again (a retry
 * under the same idempotency key) gets the same object back; a partial reversal spreads its
 * flat amount (tax included) over the transaction in proportion and never takes more than is
 * left. A full reversal after partial ones is refused here: Stripe's reference does not promise
 * it, so the shop never relies on it (it reverses the rest with a partial one).
 */

/** Deterministic ids: the same request under the same key is the same object. */
export const digest = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24);

const refused = (message: string) => new TaxProviderError('invalid_request', message);

async function byReference(db: Database, reference: string) {
  const [row] = await db
    .select()
    .from(offlineTaxTransactions)
    .where(eq(offlineTaxTransactions.reference, reference));
  return row;
}

export async function recordOfflineTransaction(
  db: Database,
  input: { calculationId: string; reference: string },
): Promise<{ id: string }> {
  const used = await byReference(db, input.reference);
  if (used) {
    if (used.kind === 'transaction' && used.calculationId === input.calculationId)
      return { id: used.id };
    throw refused(`A tax transaction with the reference ${input.reference} already exists.`);
  }
  const [calculation] = await db
    .select()
    .from(taxCalculations)
    .where(eq(taxCalculations.id, input.calculationId));
  if (!calculation)
    throw new TaxProviderError('not_found', `No tax calculation ${input.calculationId}.`);
  if (calculation.expiresAt.getTime() <= clockNow().getTime())
    throw new TaxProviderError(
      'calculation_expired',
      `Tax calculation ${input.calculationId} has expired.`,
    );
  const { lines, total_tax } = calculation.result;
  const id = `tax_${digest('transaction', input.reference)}`;
  await db
    .insert(offlineTaxTransactions)
    .values({
      id,
      kind: 'transaction',
      reference: input.reference,
      calculationId: input.calculationId,
      amountCents: lines.reduce((sum, line) => sum + line.amount, 0) + total_tax,
      taxCents: total_tax,
    })
    .onConflictDoNothing();
  return { id };
}

export async function reverseOfflineTransaction(
  db: Database,
  input: TaxReversalInput,
): Promise<{ id: string }> {
  const used = await byReference(db, input.reference);
  if (used) {
    if (used.kind === 'reversal' && used.originalId === input.transactionId) return { id: used.id };
    throw refused(`A tax transaction with the reference ${input.reference} already exists.`);
  }
  const [[original], reversals] = await readAll(db, [
    () =>
      db
        .select()
        .from(offlineTaxTransactions)
        .where(eq(offlineTaxTransactions.id, input.transactionId)),
    () =>
      db
        .select()
        .from(offlineTaxTransactions)
        .where(eq(offlineTaxTransactions.originalId, input.transactionId)),
  ]);
  if (original?.kind !== 'transaction')
    throw new TaxProviderError('not_found', `No tax transaction ${input.transactionId}.`);
  const amountLeft =
    original.amountCents + reversals.reduce((sum, row) => sum + row.amountCents, 0);
  const taxLeft = original.taxCents + reversals.reduce((sum, row) => sum + row.taxCents, 0);
  let amount: number;
  let tax: number;
  if (input.full) {
    if (reversals.length > 0)
      throw refused(`Tax transaction ${original.id} was partially reversed: reverse the rest.`);
    amount = original.amountCents;
    tax = original.taxCents;
  } else {
    if (input.refundCents <= 0 || input.refundCents > amountLeft)
      throw refused(
        `A reversal of ${input.refundCents} is more than the ${amountLeft} left of ${original.id}.`,
      );
    amount = input.refundCents;
    tax =
      amount === amountLeft
        ? taxLeft
        : Math.min(taxLeft, Math.round((original.taxCents * amount) / original.amountCents));
  }
  const id = `tax_${digest('reversal', input.transactionId, input.reference)}`;
  await db
    .insert(offlineTaxTransactions)
    .values({
      id,
      kind: 'reversal',
      reference: input.reference,
      originalId: original.id,
      amountCents: -amount,
      taxCents: -tax,
    })
    .onConflictDoNothing();
  return { id };
}
