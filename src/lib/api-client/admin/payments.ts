import type { FailedPaymentView } from '@/contracts/admin/care';
import type { ApiClient } from '../http';

export type { FailedPaymentView };

const base = '/api/admin/payments/failed/';

export const retryFailedPayment = (client: ApiClient, orderId: number) =>
  client.request<{ outcome: string; status: string; attempts: number; failure: string | null }>({
    method: 'POST',
    url: `${base}${orderId}/retry/`,
  });

export const contactAboutFailedPayment = (client: ApiClient, orderId: number) =>
  client.request<{ outbox_id: number }>({ method: 'POST', url: `${base}${orderId}/contact/` });
