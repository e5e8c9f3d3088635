import type { FailedPaymentView, UpcomingChargeView } from '@/contracts/admin/care';
import type { ApiClient } from '../http';

export type { FailedPaymentView, UpcomingChargeView };

const base = '/api/admin/payments/failed/';

export const retryFailedPayment = (client: ApiClient, orderId: number) =>
  client.request<{ outcome: string; status: string; attempts: number; failure: string | null }>({
    method: 'POST',
    url: `${base}${orderId}/retry/`,
  });

export const contactAboutFailedPayment = (client: ApiClient, orderId: number) =>
  client.request<{ outbox_id: number }>({ method: 'POST', url: `${base}${orderId}/contact/` });

/** Orders and charges the plan's next box now (the box the agent saw: `delivery_date`). */
export const chargeUpcomingNow = (
  client: ApiClient,
  subscriptionId: number,
  deliveryDate: string,
) =>
  client.request<{ order_id: number; status: string; amount: number; failure: string | null }>({
    method: 'POST',
    url: `/api/admin/payments/upcoming/${subscriptionId}/charge/`,
    data: { delivery_date: deliveryDate },
  });
