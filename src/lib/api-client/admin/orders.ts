import type { OrderShipToChange } from '@/contracts/customers';
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

/** The order's ship-to, while nothing of it is packed (the customer's address form rules). */
export const editOrderShipTo = (
  client: ApiClient,
  orderId: number,
  data: Record<string, string | boolean>,
) =>
  client.request<OrderShipToChange>({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/ship-to/`,
    data,
  });

/** Marks the order's shipped boxes delivered (a carrier that sends no events). */
export const markOrderDelivered = (client: ApiClient, orderId: number, reason: string) =>
  client.request<{ order_id: number; delivered_at: string; boxes: number }>({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/delivered/`,
    data: { reason },
  });
