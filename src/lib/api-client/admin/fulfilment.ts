import type {
  FulfilmentBoxView,
  FulfilmentDateDetail,
  FulfilmentDateView,
  ForecastBoxView,
  Page,
  PickListView,
} from '@/contracts/admin/fulfilment';
import type { ApiClient } from '../http';
import { toApiError } from '../errors';

export type FulfilmentDate = FulfilmentDateView;
export type FulfilmentDateSummary = FulfilmentDateDetail;
export type FulfilmentBox = FulfilmentBoxView;
export type ForecastBox = ForecastBoxView;
export type PickList = PickListView;
export type { Page };

const BASE = '/api/admin/fulfilment';

export const listFulfilmentDates = (client: ApiClient, page = 1) =>
  client.request<Page<FulfilmentDate> & { today: string }>({
    url: `${BASE}/dates/`,
    params: { page },
  });

export const getFulfilmentDate = (client: ApiClient, date: string) =>
  client.request<FulfilmentDateSummary>({ url: `${BASE}/dates/${date}/` });

export const listFulfilmentBoxes = (
  client: ApiClient,
  date: string,
  page = 1,
  options: { shipsOnly?: boolean } = {},
) =>
  client.request<Page<FulfilmentBox>>({
    url: `${BASE}/dates/${date}/boxes/`,
    params: options.shipsOnly ? { page, ships: 'true' } : { page },
  });

export const listForecastBoxes = (client: ApiClient, date: string, page = 1) =>
  client.request<Page<ForecastBox> & { count: number }>({
    url: `${BASE}/dates/${date}/forecast/`,
    params: { page },
  });

export const getPickList = (client: ApiClient, date: string) =>
  client.request<PickList>({ url: `${BASE}/dates/${date}/pick-list/` });

/** The date's packing CSV as text (the API answers text/csv). */
export async function exportPackingCsv(client: ApiClient, date: string): Promise<string> {
  try {
    const response = await client.http.get<string>(`${BASE}/dates/${date}/export/`, {
      responseType: 'text',
      headers: { Accept: 'text/csv' },
    });
    return response.data;
  } catch (error) {
    throw toApiError(error, 'other');
  }
}

const boxUrl = (box: Pick<FulfilmentBox, 'order_id' | 'pet_id'>) =>
  `${BASE}/boxes/${box.order_id}/${box.pet_id}/`;

export const markBoxPacked = (client: ApiClient, box: Pick<FulfilmentBox, 'order_id' | 'pet_id'>) =>
  client.request<FulfilmentBox>({ method: 'POST', url: `${boxUrl(box)}pack/`, data: {} });

export interface ShipInput {
  carrier: 'usps' | 'ups' | 'fedex' | 'other';
  tracking_number: string;
  tracking_url?: string;
}

export const markBoxShipped = (
  client: ApiClient,
  box: Pick<FulfilmentBox, 'order_id' | 'pet_id'>,
  input: ShipInput,
) => client.request<FulfilmentBox>({ method: 'POST', url: `${boxUrl(box)}ship/`, data: input });

/** A shipped box's tracking number put right (audited with the old one). */
export const correctBoxTracking = (
  client: ApiClient,
  box: Pick<FulfilmentBox, 'order_id' | 'pet_id'>,
  input: ShipInput,
) => client.request<FulfilmentBox>({ method: 'PUT', url: `${boxUrl(box)}tracking/`, data: input });

/** Holds a box (do not ship) or releases it. */
export const setBoxHold = (
  client: ApiClient,
  orderId: number,
  input: { hold: boolean; note?: string },
) =>
  client.request<{ order_id: number; hold: FulfilmentBox['hold'] & { at?: string } }>({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/hold/`,
    data: input,
  });
