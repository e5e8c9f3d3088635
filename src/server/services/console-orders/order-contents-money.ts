import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { readAll } from '@/server/db/read-all';
import { customers, orderEdits, orderItems, orders, payments } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { editRefundLines } from '@/domain/order-edit';
import { cardPaymentForRefund, moneyBackLeft, roomOn } from '@/domain/money-back';
import { PaymentProviderError, type PaymentProvider } from '@/server/payments';
import { renewalCardOf } from '../payments/saved-card-filter';
import { cardPaymentsOf, orderMoneyOf } from '../care/order-money';
import { refundOrder } from '../care/refunds-service';

type EditRow = typeof orderEdits.$inferSelect;

/** Why the card was refused, in one sentence, and the edit marked so (nothing else changed). */
async function decline(db: Database, edit: EditRow, reason: string): Promise<never> {
  await db.update(orderEdits).set({ status: 'declined' }).where(eq(orderEdits.id, edit.id));
  throw new DomainError(
    'payment_declined',
    `The charge of the difference was declined (${reason.replace(/\.+$/, '')}). The box was not changed.`,
  );
}

/**
 * The extra charge of an edit that raises a paid box's total: the customer's saved card, off
 * session, as renewals charge it, under a key made from the edit so a retry charges once.
 */
export async function chargeDifference(
  db: Database,
  provider: PaymentProvider,
  edit: EditRow,
  customerId: number,
): Promise<number> {
  const [[customer], [card]] = await readAll(db, [
    () => db.select().from(customers).where(eq(customers.id, customerId)),
    () => renewalCardOf(db, customerId),
  ]);
  if (!card || !customer?.providerCustomerId)
    return decline(db, edit, 'the customer has no saved card');
  let intent;
  try {
    intent = await provider.chargeOffSession({
      amount: edit.differenceCents,
      customer: customer.providerCustomerId,
      paymentMethod: card.cardToken,
      metadata: { order_id: String(edit.orderId), kind: 'order_edit' },
      idempotencyKey: `order-edit-${edit.id}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === 'provider')
      // Left pending: the same request again asks the provider under the same key.
      throw new DomainError(
        'service_unavailable',
        'The payment provider did not answer. Try the same edit again in a moment.',
      );
    return decline(db, edit, error.message);
  }
  if (intent.status !== 'succeeded') {
    // Staff cannot answer the customer's bank for them: an intent waiting for it is withdrawn.
    if (intent.status !== 'canceled')
      await provider.cancelPaymentIntent(intent.id).catch(() => undefined);
    return decline(db, edit, intent.last_payment_error?.message ?? 'the card was declined');
  }
  const [inserted] = await db
    .insert(payments)
    .values({
      customerId,
      kind: 'payment',
      providerId: intent.id,
      clientSecret: intent.client_secret,
      amountCents: intent.amount,
      status: 'succeeded',
      paymentMethodId: card.id,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  const paymentId =
    inserted?.id ??
    (await db.select().from(payments).where(eq(payments.providerId, intent.id)))[0]!.id;
  await db.update(orderEdits).set({ paymentId }).where(eq(orderEdits.id, edit.id));
  return paymentId;
}

/**
 * The refund of an edit that lowers a paid box's total, through the refund rules (limits, tax
 * reversal, audit): to the card while the card has that much left, else to account credit. Its
 * lines name the old lines the edit takes out or makes cheaper, and the tax no longer owed.
 */
export async function refundDifference(
  db: Database,
  provider: PaymentProvider,
  edit: EditRow,
  staffId: number,
): Promise<number> {
  const [order] = await db.select().from(orders).where(eq(orders.id, edit.orderId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, edit.orderId));
  const amount = -edit.differenceCents;
  const kept = (item: (typeof items)[number]) =>
    edit.after.lines.find((line) => line.sku === item.sku && line.pet_id === item.petId)
      ?.total_cents ?? 0;
  const [money, cards] = await readAll(db, [
    () => orderMoneyOf(db, order!),
    () => cardPaymentsOf(db, order!),
  ]);
  // To the card when one card payment of the box can take it all back (refundOrder's rule).
  const payment = cardPaymentForRefund(cards, amount);
  const toCard = !!payment && roomOn(payment) >= amount && moneyBackLeft(money).cardCents >= amount;
  const refund = await refundOrder(
    db,
    provider,
    edit.orderId,
    staffId,
    {
      idempotency_key: `order-edit-${edit.id}`,
      reason: `Box edited before packing: ${edit.after.lines.length} lines, new total ${edit.after.totals.total} cents.`,
      full: false,
      destination: toCard ? 'card' : 'credit',
      lines: editRefundLines({
        amount,
        taxBefore: edit.before.totals.tax,
        taxAfter: edit.after.totals.tax,
        lines: items.map((item) => ({
          line: `item:${item.id}`,
          total_cents: item.totalCents,
          kept_cents: kept(item),
        })),
      }),
    },
    { orderEditId: edit.id, quiet: true },
  );
  await db.update(orderEdits).set({ refundId: refund.id }).where(eq(orderEdits.id, edit.id));
  return refund.id;
}
