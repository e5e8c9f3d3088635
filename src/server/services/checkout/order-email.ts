import type { Database } from '@/server/db/client';
import type { CustomerRow } from '@/server/db/schema';
import { sendTemplate } from '@/server/email/templates/define-email';
import { orderConfirmationEmail } from '@/server/email/templates/order-confirmation-email';
import type { OrderView } from '@/contracts/orders';

/**
 * The order confirmation, written to the outbox with the order (sent by SMTP when configured): it
 * acknowledges the renewal terms agreed to (`terms`, the text the consents keep).
 */
export async function sendOrderConfirmation(
  db: Database,
  customer: Pick<CustomerRow, 'email' | 'firstName'>,
  order: OrderView,
  terms: string,
): Promise<void> {
  await sendTemplate(db, customer.email, orderConfirmationEmail, {
    firstName: customer.firstName,
    order,
    terms,
  });
}
