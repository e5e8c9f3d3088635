import type { OrderView } from '@/contracts/orders';
import type { PaymentMethodView, PaymentView, SetupIntentView } from '@/contracts/payments';
import type { SubscriptionView } from '@/contracts/subscriptions';
import type { ApiClient } from './http';

export type Order = OrderView;
export type Payment = PaymentView;
export type PaymentMethod = PaymentMethodView;
export type SetupIntent = SetupIntentView;

const methods = (customerId: number) => `/api/v3/customers/${customerId}/payment_methods/`;

export const listPaymentMethods = (client: ApiClient, customerId: number) =>
  client.request<PaymentMethod[]>({ url: methods(customerId), context: 'paymentMethods' });

export const savePaymentMethod = (client: ApiClient, customerId: number, cardToken: string) =>
  client.request<PaymentMethod>({
    method: 'POST',
    url: methods(customerId),
    data: { card_token: cardToken },
    context: 'paymentMethods',
  });

export const initiatePayment = (
  client: ApiClient,
  cartId: number,
  paymentMethodId: number | null = null,
) =>
  client.request<Payment>({
    method: 'POST',
    url: '/api/v3/payments/initiate/',
    data: { cart_id: cartId, payment_method_id: paymentMethodId },
    context: 'paymentMethods',
  });

export const updatePayment = (
  client: ApiClient,
  paymentId: number,
  cartId: number,
  paymentMethodId: number | null = null,
) =>
  client.request<Payment>({
    method: 'PUT',
    url: `/api/v3/payments/${paymentId}/update/`,
    data: { cart_id: cartId, payment_method_id: paymentMethodId },
    context: 'paymentMethods',
  });

export const confirmPayment = (client: ApiClient, transactionId: string, paymentMethodId: number) =>
  client.request<Payment>({
    method: 'POST',
    url: `/api/v3/payments/${encodeURIComponent(transactionId)}/confirm/`,
    data: { payment_method_id: paymentMethodId },
    context: 'paymentMethods',
  });

export const placeOrder = (
  client: ApiClient,
  customerId: number,
  input: {
    transaction_ids: string[];
    delivery_date?: string;
    renewal_terms_accepted: boolean;
    renewal_terms_version?: string;
  },
  campaignId?: string | null,
) =>
  client.request<Order>({
    method: 'POST',
    url: `/api/v3/customers/${customerId}/checkout/`,
    data: input,
    params: campaignId ? { campaign_id: campaignId } : undefined,
    context: 'checkout',
  });

export const getOrder = (client: ApiClient, customerId: number, orderId: number) =>
  client.request<Order>({ url: `/api/v3/customers/${customerId}/orders/${orderId}/` });

/** Offline provider only: the test bank's answer to a 3-D Secure check. */
export const authenticateOfflinePayment = (
  client: ApiClient,
  transactionId: string,
  outcome: 'approve' | 'fail',
) =>
  client.request<Payment>({
    method: 'POST',
    url: `/api/v3/payments/${encodeURIComponent(transactionId)}/authenticate/`,
    data: { outcome },
    context: 'paymentMethods',
  });

export type Subscription = SubscriptionView;

export const listSubscriptions = (client: ApiClient) =>
  client.request<Subscription[]>({ url: '/api/v3/subscriptions/' });

export const listOrders = (client: ApiClient, customerId: number) =>
  client.request<Order[]>({ url: `/api/v3/customers/${customerId}/orders/` });

/** A setup intent for saving a card without paying (the account's payment pages). */
export const initiateCardSetup = (client: ApiClient, customerId: number) =>
  client.request<SetupIntent>({
    method: 'POST',
    url: `${methods(customerId)}initiate/`,
    data: {},
    context: 'paymentMethods',
  });

/**
 * The saved card, or (while the bank asks for 3-D Secure) the setup intent with `next_action`:
 * complete the check, then confirm again with the same card.
 */
export const confirmCardSetup = (
  client: ApiClient,
  customerId: number,
  setupIntentId: string,
  cardToken: string,
  /** Whether the saved card becomes the default (the API's own default: yes). */
  makeDefault?: boolean,
) =>
  client.request<PaymentMethod | SetupIntent>({
    method: 'POST',
    url: `${methods(customerId)}${encodeURIComponent(setupIntentId)}/confirm/`,
    data:
      makeDefault === undefined
        ? { card_token: cardToken }
        : { card_token: cardToken, make_default: makeDefault },
    context: 'paymentMethods',
  });

export const needsCardAction = (
  result: PaymentMethod | SetupIntent,
): result is SetupIntent & { next_action: NonNullable<SetupIntent['next_action']> } =>
  'next_action' in result && Boolean(result.next_action);

/** Removes a saved card; the default one of a running plan is refused (payment invalid, 422). */
export const removePaymentMethod = (client: ApiClient, customerId: number, methodId: number) =>
  client.request<void>({
    method: 'DELETE',
    url: `${methods(customerId)}${methodId}/`,
    context: 'paymentMethods',
  });

/** Offline provider only: the card typed into its form, as Stripe.js's createPaymentMethod. */
export const createOfflineCard = (
  client: ApiClient,
  input: { card: string; last4: string; exp_month: number; exp_year: number },
) =>
  client.request<{ id: string }>({
    method: 'POST',
    url: '/api/v3/payments/payment_methods/',
    data: input,
    context: 'paymentMethods',
  });

export const setDefaultPaymentMethod = (client: ApiClient, customerId: number, methodId: number) =>
  client.request<PaymentMethod>({
    method: 'PUT',
    url: `${methods(customerId)}default/`,
    data: { payment_method_id: methodId },
    context: 'paymentMethods',
  });

/** The first box's delivery dates the kitchen still has room on (full days left out). */
export const listFirstBoxDates = (client: ApiClient, customerId: number) =>
  client.request<{ delivery_dates: string[] }>({
    url: `/api/v3/customers/${customerId}/delivery_dates/`,
  });
