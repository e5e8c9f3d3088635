import { readAll } from '@/server/db/read-all';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  addresses,
  customers,
  offers,
  subscriptions,
  type OrderRow,
  type SubscriptionRow,
} from '@/server/db/schema';
import { withoutCredit, withTax, type NextBox } from '@/domain/next-box';
import { calculateOrderTax, taxAddressOf } from '@/server/tax/tax-service';
import { countOfferUse, placeOrder } from '../orders/place-order';
import { listSubscriptions } from '../subscriptions/subscriptions-service';
import { renewalKey } from './due-renewals';
import { leaseEnd, type RunClock } from './run-clock';
import { spendCredit } from '../credit/credit-ledger';

/** A due box's price, found once per run: the order is made from it, and nothing prices it again. */
export async function priceDueBox(db: Database, subscription: SubscriptionRow) {
  const [view] = await listSubscriptions(db, subscription.customerId, subscription.id);
  if (!view) throw new Error('A due subscription has no priced plan.');
  return view.next_box;
}

/**
 * The order for a due box, with its lines, in one transaction with everything that goes with it
 * (the referral credit spent, the welcome-back offer used up): a run cut off halfway leaves all
 * of it or none. Null when another run made this box's order already (unique renewal key).
 */
export async function createRenewalOrder(
  db: Database,
  input: { subscription: SubscriptionRow; box: NextBox; clock: RunClock },
): Promise<OrderRow | null> {
  const { subscription, clock } = input;
  const key = renewalKey(subscription.id, subscription.nextDeliveryDate);
  // The provider's calculation of the box charged, at the plan's address as it is now, made
  // before the transaction (a call to the provider). The order records the calculation's tax.
  const [saved] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, subscription.customerId));
  if (!saved) throw new Error('A due subscription has no address.');
  const tax = await calculateOrderTax(db, {
    address: taxAddressOf(saved),
    lines: input.box.lines,
    discount: input.box.discount,
    idempotencyKey: `renewal-${key}`,
  });
  const taxed = tax.total_tax === input.box.tax ? input.box : withTax(input.box, tax.total_tax);
  return db.transaction(async (tx) => {
    const [[address], [customer]] = await readAll(tx, [
      () => tx.select().from(addresses).where(eq(addresses.customerId, subscription.customerId)),
      // Locked, so the credit seen here is the credit spent below.
      () =>
        tx
          .select({ creditCents: customers.creditCents })
          .from(customers)
          .where(eq(customers.id, subscription.customerId))
          .for('update'),
    ]);
    if (!address || !customer) throw new Error('A due subscription has no address.');
    // The credit went to another box meanwhile: this one is charged without it (same tax: credit
    // is a tender).
    const box = taxed.credit > customer.creditCents ? withoutCredit(taxed) : taxed;
    const offerCode = box.discount ? subscription.offerCode : null;
    const order = await placeOrder(tx, {
      kind: 'renewal',
      status: 'processing',
      customerId: subscription.customerId,
      lines: box.lines.map((line) => ({ ...line, pet_id: subscription.petId })),
      totals: box,
      address,
      deliveryDate: subscription.nextDeliveryDate,
      couponCode: offerCode,
      tax,
      claim: {
        subscriptionId: subscription.id,
        renewalKey: key,
        // Held by this run while it charges; another run may take over only once this lapses.
        retryAt: leaseEnd(clock),
      },
    });
    if (!order) return null;
    // Under the lock taken above, so the credit is there: spent once, with its ledger entry.
    if (box.credit > 0) await spendCredit(tx, subscription.customerId, box.credit, order.id);
    if (offerCode) {
      // A welcome-back offer is for one box; an every-box code stays with the plan.
      await tx
        .update(subscriptions)
        .set({ offerCode: null })
        .where(
          and(
            eq(subscriptions.id, subscription.id),
            sql`not exists (select 1 from ${offers} where ${offers.code} = ${offerCode} and ${offers.appliesTo} = 'EVERY_BOX')`,
          ),
        );
      await countOfferUse(tx, offerCode);
    }
    return order;
  });
}
