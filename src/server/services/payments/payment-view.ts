import type { PaymentView } from '@/contracts/payments';
import type { PaymentRow } from '@/server/db/schema';
import type { ProviderPaymentIntent } from '@/server/payments';

export const toPaymentView = (row: PaymentRow, intent?: ProviderPaymentIntent): PaymentView => ({
  id: row.id,
  transaction_id: row.clientSecret,
  // A released hold is a failed payment to the customer (the spec's four statuses).
  status: row.status === 'canceled' ? 'failed' : row.status,
  amount: row.amountCents,
  cart_id: row.cartId,
  payment_method_id: row.paymentMethodId,
  next_action:
    intent?.status === 'requires_action' && intent.next_action
      ? {
          type: intent.next_action.type,
          client_secret: row.clientSecret,
          ...(intent.next_action.redirect_url
            ? { redirect_url: intent.next_action.redirect_url }
            : {}),
        }
      : null,
});
