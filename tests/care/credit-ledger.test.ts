import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditEntries, customers, orders, payments } from '@/server/db/schema';
import { chargeDay } from '@/domain/renewal-schedule';
import { getPaymentProvider } from '@/server/payments';
import { addCredit } from '@/server/services/care/account-actions';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { listSubscriptions } from '@/server/services/subscriptions/subscriptions-service';
import { createRenewedCustomer } from '../factories/renewal-orders';
import { createStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

describe('account credit', () => {
  const database = useTestDatabase({ seed: true });

  async function ledger(customerId: number) {
    const db = database.db();
    const [[sum], [customer], entries] = await Promise.all([
      db
        .select({ cents: sql<number>`coalesce(sum(${creditEntries.amountCents}), 0)::int` })
        .from(creditEntries)
        .where(eq(creditEntries.customerId, customerId)),
      db.select().from(customers).where(eq(customers.id, customerId)),
      db.select().from(creditEntries).where(eq(creditEntries.customerId, customerId)),
    ]);
    return { sum: sum!.cents, balance: customer!.creditCents, entries };
  }

  it('is shown on the next box, taken off the next charge, and the ledger sums to the balance', async () => {
    const db = database.db();
    // The first box is charged; the credit is for the one after it.
    const { customer, subscription } = await createRenewedCustomer(db);
    const support = await createStaff(db, { role: 'support' });
    await addCredit(db, support.id, customer.id, {
      idempotency_key: 'ledger-test-grant',
      amount: 1500,
      reason: 'Late delivery',
    });
    const [view] = await listSubscriptions(db, customer.id, subscription.id);
    expect(view!.next_box.credit).toBe(1500);
    expect(await ledger(customer.id)).toMatchObject({ sum: 1500, balance: 1500 });
    const [entry] = (await ledger(customer.id)).entries;
    expect(entry).toMatchObject({
      kind: 'grant',
      amountCents: 1500,
      reason: 'Late delivery',
      staffId: support.id,
    });

    // Charged = recorded = shown: the renewal order carries the credit and charges the rest.
    await runRenewals(
      db,
      getPaymentProvider(db),
      new Date(`${chargeDay(view!.next_delivery_date)}T17:00:00Z`),
    );
    const renewal = (await db.select().from(orders).where(eq(orders.customerId, customer.id))).find(
      (order) => order.deliveryDate === view!.next_delivery_date,
    )!;
    expect(renewal).toMatchObject({
      status: 'paid',
      creditCents: 1500,
      totalCents: view!.next_box.total,
    });
    const [payment] = await db.select().from(payments).where(eq(payments.id, renewal.paymentId!));
    expect(payment!.amountCents).toBe(view!.next_box.total);
    const after = await ledger(customer.id);
    expect(after).toMatchObject({ sum: 0, balance: 0 });
    expect(after.entries.map((entry) => [entry.kind, entry.amountCents, entry.orderId])).toEqual([
      ['grant', 1500, null],
      ['debit', -1500, renewal.id],
    ]);
  });
});
