import { longDate } from '@/domain/format/date';
import type { Database } from '@/server/db/client';
import type { CustomerRow } from '@/server/db/schema';
import { sendEmail } from '@/server/email/outbox';
import { formatCents } from '@/domain/format/money';
import { repeatDisclosure } from '@/domain/repeat-disclosure';
import type { OrderView } from '@/contracts/orders';

/** The order confirmation, written to the outbox with the order (sent by SMTP when configured). */
export async function sendOrderConfirmation(
  db: Database,
  customer: Pick<CustomerRow, 'email' | 'firstName'>,
  order: OrderView,
): Promise<void> {
  const lines = order.items.map(
    (item) =>
      `- ${item.product_name}${item.quantity > 1 ? ` × ${item.quantity}` : ''}: ${formatCents(item.total_price)}`,
  );
  const totals = [
    `Subtotal: ${formatCents(order.subtotal)}`,
    order.discount
      ? `Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}: -${formatCents(order.discount)}`
      : null,
    `Tax: ${formatCents(order.tax)}`,
    `Shipping: ${formatCents(order.shipping)}`,
    `Total charged: ${formatCents(order.total)}`,
  ].filter(Boolean);
  await sendEmail(db, {
    to: customer.email,
    kind: 'order_confirmation',
    subject: `Your Ollie order #${order.id} is confirmed`,
    text: [
      `Hi${customer.firstName ? ` ${customer.firstName}` : ''},`,
      '',
      `Thank you! Your first box arrives on ${longDate(order.delivery_date)}.`,
      '',
      ...lines,
      '',
      ...totals,
      '',
      ...order.subscriptions.map((sub) => repeatDisclosure(sub.pet_name, sub.repeat, true)),
      'You can change, pause or skip any delivery from My plan.',
      '',
      'The Ollie Canine Care team',
    ].join('\n'),
  });
}
