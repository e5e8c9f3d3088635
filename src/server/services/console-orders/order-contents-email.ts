import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { readAll } from '@/server/db/read-all';
import {
  customers,
  orderEdits,
  paymentMethods,
  payments,
  pets,
  refunds,
  type OrderRow,
} from '@/server/db/schema';
import { sendTemplate } from '@/server/email/templates/define-email';
import { boxChangedEmail, type BoxChangeMoney } from '@/server/email/templates/box-changed-email';

type EditRow = typeof orderEdits.$inferSelect;

/** What became of the edit's difference, in the customer's words. */
async function moneyOf(tx: Database, order: OrderRow, edit: EditRow): Promise<BoxChangeMoney> {
  if (edit.paymentId) {
    const [card] = await tx
      .select({ brand: paymentMethods.brand, last4: paymentMethods.last4 })
      .from(payments)
      .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
      .where(eq(payments.id, edit.paymentId));
    return { kind: 'charged', cents: edit.differenceCents, card: card ?? null };
  }
  if (edit.refundId) {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, edit.refundId));
    return {
      kind: refund?.destination === 'credit' ? 'credited' : 'refunded',
      cents: refund?.amountCents ?? -edit.differenceCents,
    };
  }
  return order.status === 'paid' ? { kind: 'same_price' } : { kind: 'not_charged_yet' };
}

/**
 * Tells the customer what their box holds now and what became of the difference, written in the
 * edit's own transaction so it is sent once, with the change, or not at all.
 */
export async function emailBoxChanged(tx: Database, order: OrderRow, edit: EditRow) {
  const petIds = [
    ...new Set(edit.after.lines.flatMap((line) => (line.pet_id ? [line.pet_id] : []))),
  ];
  const [[customer], pups] = await readAll(tx, [
    () =>
      tx
        .select({ email: customers.email, firstName: customers.firstName })
        .from(customers)
        .where(eq(customers.id, order.customerId)),
    () =>
      petIds.length === 0
        ? Promise.resolve([])
        : tx.select({ name: pets.name }).from(pets).where(inArray(pets.id, petIds)),
  ]);
  if (!customer) return;
  const { totals, lines, tax } = edit.after;
  await sendTemplate(tx, customer.email, boxChangedEmail, {
    firstName: customer.firstName,
    orderNumber: order.id,
    deliveryDate: order.deliveryDate,
    petNames: pups.map((pup) => pup.name).sort(),
    box: {
      lines,
      subtotal: totals.subtotal,
      discount: totals.discount,
      credit: totals.credit,
      tax: totals.tax,
      tax_lines: tax.jurisdictions,
      total: totals.total,
    },
    money: await moneyOf(tx, order, edit),
  });
}
