import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { payments, type PaymentRow } from '@/server/db/schema';
import type { PaymentProvider } from '@/server/payments';
import { keepsCardOnFile } from '@/server/domain/saved-cards';
import { keepCardOnFile } from './payment-methods-service';
import { paymentStatusOf } from './release-holds';
import { clockNow } from '@/server/clock';

/**
 * A payment the shop still has as pending, read back from the provider and recorded as it is
 * there now. A bank's 3-D Secure page that sent the customer away and back (Stripe's
 * `redirect_to_url`) approved the hold at the provider; the shop's row only learns it from the
 * webhook, which may come later than the customer. Only a pending row moves, so a capture or a
 * release committed meanwhile is never undone. An outage leaves the row as it was.
 */
export async function readBackPendingPayment(
  db: Database,
  provider: PaymentProvider,
  payment: PaymentRow,
): Promise<PaymentRow> {
  if (payment.status !== 'pending') return payment;
  const intent = await provider.retrievePaymentIntent(payment.providerId).catch(() => null);
  if (!intent) return payment;
  const status = paymentStatusOf(intent);
  if (status === 'pending') return payment;
  const [row] = await db
    .update(payments)
    .set({
      status,
      failureCode:
        intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
      failureMessage: intent.last_payment_error?.message ?? null,
      updatedAt: clockNow(),
    })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending'])))
    .returning();
  if (row?.paymentMethodId && keepsCardOnFile(intent.status))
    await keepCardOnFile(db, row.customerId, row.paymentMethodId);
  if (row) return row;
  const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
  return current ?? payment;
}
