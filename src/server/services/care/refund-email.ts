import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, orders, paymentMethods, payments, refunds } from '@/server/db/schema';
import { sendTemplate } from '@/server/email/templates/define-email';
import { refundEmail } from '@/server/email/templates/refund-email';

/**
 * Tells the customer a refund went through: written in the transaction that marks it
 * succeeded, so it is sent once, and only for a refund that really went back. A refund whose
 * caller emails the customer itself (a box cancelled, an edit's difference) is not told twice.
 */
export async function emailRefundSucceeded(tx: Database, refundId: number): Promise<void> {
  const [row] = await tx
    .select({
      refund: refunds,
      email: customers.email,
      firstName: customers.firstName,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(eq(refunds.id, refundId));
  if (!row || !row.refund.notify || row.refund.status !== 'succeeded') return;
  await sendTemplate(tx, row.email, refundEmail, {
    firstName: row.firstName,
    orderNumber: row.refund.orderId,
    amountCents: row.refund.amountCents,
    destination: row.refund.destination,
    card: row.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null,
  });
}
