import type {
  BulkPackView,
  DateMoveView,
  OrderCancelView,
  TrackingImportView,
} from '@/contracts/admin/orders';
import type { ApiClient } from '../http';

/** Cancels a paid box not packed yet (money back through the refund rules). */
export const cancelOrder = (
  client: ApiClient,
  orderId: number,
  input: { idempotency_key: string; reason: string },
) =>
  client.request<OrderCancelView>({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel/`,
    data: input,
  });

export const packWholeDate = (client: ApiClient, date: string) =>
  client.request<BulkPackView>({
    method: 'POST',
    url: `/api/admin/fulfilment/dates/${date}/pack-all/`,
    data: {},
  });

export const importTrackingCsv = (client: ApiClient, csv: string) =>
  client.request<TrackingImportView>({
    method: 'POST',
    url: '/api/admin/fulfilment/tracking-import/',
    data: { csv },
  });

/** `to` null skips every plan on the date to its following box. */
export const moveWholeDate = (
  client: ApiClient,
  date: string,
  input: { to: string | null; reason: string },
) =>
  client.request<DateMoveView>({
    method: 'POST',
    url: `/api/admin/fulfilment/dates/${date}/move/`,
    data: input,
  });
