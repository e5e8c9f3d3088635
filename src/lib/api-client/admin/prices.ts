import type { PriceChangeInput, PriceListView, ScheduledPriceView } from '@/contracts/admin/prices';
import type { ApiClient } from '../http';

export const listPrices = (client: ApiClient) =>
  client.request<PriceListView>({ method: 'GET', url: '/api/admin/prices/' });

export const schedulePrice = (client: ApiClient, input: PriceChangeInput) =>
  client.request<ScheduledPriceView>({ method: 'POST', url: '/api/admin/prices/', data: input });

export const cancelPrice = (client: ApiClient, id: number) =>
  client.request<ScheduledPriceView>({ method: 'POST', url: `/api/admin/prices/${id}/cancel/` });
