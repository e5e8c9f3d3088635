import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { creditEntries, customers, type CreditEntryRow } from '@/server/db/schema';
import type { CreditEntryView } from '@/contracts/admin/care';
import type { AccountCreditEntry } from '@/contracts/customers';
export type { CreditEntryView };

/**
 * The account credit ledger. Each function writes its entry and moves `customers.credit_cents`
 * (the balance at hand, always the sum of the entries) together: callers pass the transaction
 * the change belongs to, or the database for a statement pair that stands alone.
 */
type EntryKind = CreditEntryRow['kind'];

async function addEntry(
  db: Database,
  entry: {
    customerId: number;
    kind: EntryKind;
    amountCents: number;
    reason?: string;
    staffId?: number | null;
    orderId?: number | null;
  },
) {
  const [row] = await db
    .insert(creditEntries)
    .values({ ...entry, reason: entry.reason ?? '' })
    .returning();
  return row!;
}

/** Credit a staff member gives (a goodwill gesture, a late box): added to the balance. */
export async function grantCredit(
  db: Database,
  input: { customerId: number; amountCents: number; reason: string; staffId: number },
) {
  const [customer] = await db
    .update(customers)
    .set({ creditCents: sql`${customers.creditCents} + ${input.amountCents}` })
    .where(eq(customers.id, input.customerId))
    .returning({ creditCents: customers.creditCents });
  if (!customer) return null;
  const entry = await addEntry(db, { ...input, kind: 'grant' });
  return { entry, balanceCents: customer.creditCents };
}

/** Credit a box claim gives (approved by the limits, or by `staffId`): added to the balance. */
export async function claimCredit(
  db: Database,
  input: {
    customerId: number;
    amountCents: number;
    claimId: number;
    orderId: number;
    staffId: number | null;
  },
) {
  const [customer] = await db
    .update(customers)
    .set({ creditCents: sql`${customers.creditCents} + ${input.amountCents}` })
    .where(eq(customers.id, input.customerId))
    .returning({ creditCents: customers.creditCents });
  await addEntry(db, {
    customerId: input.customerId,
    kind: 'claim',
    amountCents: input.amountCents,
    reason: `Box claim #${input.claimId}`,
    staffId: input.staffId,
    orderId: input.orderId,
  });
  return customer?.creditCents ?? 0;
}

/** A refund given back as account credit (the credit part of a box, or instead of the card). */
export async function refundToCredit(
  db: Database,
  input: {
    customerId: number;
    amountCents: number;
    orderId: number;
    refundId: number;
    staffId: number | null;
  },
) {
  const [customer] = await db
    .update(customers)
    .set({ creditCents: sql`${customers.creditCents} + ${input.amountCents}` })
    .where(eq(customers.id, input.customerId))
    .returning({ creditCents: customers.creditCents });
  await addEntry(db, {
    customerId: input.customerId,
    kind: 'refund',
    amountCents: input.amountCents,
    reason: `Refund #${input.refundId} of order #${input.orderId}`,
    staffId: input.staffId,
    orderId: input.orderId,
  });
  return customer?.creditCents ?? 0;
}

/** Referral credit earned when a friend's first box ships. */
export async function earnReferralCredit(db: Database, customerId: number, cents: number) {
  await db
    .update(customers)
    .set({ creditCents: sql`${customers.creditCents} + ${cents}` })
    .where(eq(customers.id, customerId));
  await addEntry(db, { customerId, kind: 'referral', amountCents: cents, reason: 'Referral' });
}

/** Takes credit for an order if the customer still has it: each cent is spent once. */
export async function spendCredit(
  db: Database,
  customerId: number,
  cents: number,
  orderId: number,
): Promise<boolean> {
  const [spent] = await db
    .update(customers)
    .set({ creditCents: sql`${customers.creditCents} - ${cents}` })
    .where(and(eq(customers.id, customerId), sql`${customers.creditCents} >= ${cents}`))
    .returning({ id: customers.id });
  if (!spent) return false;
  await addEntry(db, { customerId, kind: 'debit', amountCents: -cents, orderId });
  return true;
}

/** Credit an order took and will not use (its charge finally failed) goes back. */
export async function restoreCredit(
  db: Database,
  customerId: number,
  cents: number,
  orderId: number,
) {
  await db
    .update(customers)
    .set({ creditCents: sql`${customers.creditCents} + ${cents}` })
    .where(eq(customers.id, customerId));
  await addEntry(db, {
    customerId,
    kind: 'restore',
    amountCents: cents,
    orderId,
    reason: 'Renewal not charged',
  });
}

export async function creditHistory(db: Database, customerId: number, limit = 50) {
  const rows = await db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.customerId, customerId))
    .orderBy(desc(creditEntries.id))
    .limit(limit);
  return rows.map((row): CreditEntryView => ({
    id: row.id,
    kind: row.kind,
    amount: row.amountCents,
    reason: row.reason,
    order_id: row.orderId,
    staff_id: row.staffId,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The customer's own view of their latest ledger entries: who granted them stays internal. */
export async function recentCredit(
  db: Database,
  customerId: number,
  limit = 5,
): Promise<AccountCreditEntry[]> {
  const rows = await db
    .select({
      id: creditEntries.id,
      kind: creditEntries.kind,
      amount: creditEntries.amountCents,
      reason: creditEntries.reason,
      order_id: creditEntries.orderId,
      createdAt: creditEntries.createdAt,
    })
    .from(creditEntries)
    .where(eq(creditEntries.customerId, customerId))
    .orderBy(desc(creditEntries.id))
    .limit(limit);
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}
