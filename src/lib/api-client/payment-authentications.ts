import type { PaymentAuthenticationView } from '@/server/services/renewals/renewal-authentication';
import type { ApiClient } from './http';

/** A renewal charge that waits for the customer to confirm it with their bank (3-D Secure). */
export type PaymentAuthentication = PaymentAuthenticationView;

const base = (customerId: number) => `/api/v3/customers/${customerId}/payment_authentications/`;

export const listPaymentAuthentications = (client: ApiClient, customerId: number) =>
  client.request<PaymentAuthentication[]>({ url: base(customerId) });

export const getPaymentAuthentication = (
  client: ApiClient,
  customerId: number,
  paymentIntent: string,
) =>
  client.request<PaymentAuthentication>({
    url: `${base(customerId)}${encodeURIComponent(paymentIntent)}/`,
  });

/** After the bank's check: the server records the charge as it stands (safe to repeat). */
export const confirmPaymentAuthentication = (
  client: ApiClient,
  customerId: number,
  paymentIntent: string,
) =>
  client.request<PaymentAuthentication>({
    method: 'POST',
    url: `${base(customerId)}${encodeURIComponent(paymentIntent)}/confirm/`,
    context: 'paymentMethods',
  });
