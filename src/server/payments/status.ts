import type { PaymentStatus } from '@/contracts/payments';
import type { ProviderPaymentIntent } from './types';

export type ShopPaymentStatus = PaymentStatus;

/** The shop's four payment statuses (spec section 3) from the provider's intent. */
export function toShopPaymentStatus(
  intent: Pick<ProviderPaymentIntent, 'status' | 'last_payment_error'>,
): ShopPaymentStatus {
  switch (intent.status) {
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'failed';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'pending';
    default:
      return 'pending';
  }
}
