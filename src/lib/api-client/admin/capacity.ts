import type {
  CapacityDayInput,
  CapacityDaysView,
  CapacityDefaultInput,
  CapacityOverrideView,
  CapacitySettingsView,
} from '@/contracts/admin/capacity';
import type { ApiClient } from '../http';

export type { CapacityDaysView, CapacitySettingsView };

export const saveCapacityDefault = (client: ApiClient, data: CapacityDefaultInput) =>
  client.request<CapacitySettingsView>({ method: 'PUT', url: '/api/admin/capacity/', data });

export const saveCapacityDay = (client: ApiClient, date: string, data: CapacityDayInput) =>
  client.request<CapacityOverrideView>({
    method: 'PUT',
    url: `/api/admin/capacity/${encodeURIComponent(date)}/`,
    data,
  });

export const clearCapacityDay = (client: ApiClient, date: string) =>
  client.request<void>({
    method: 'DELETE',
    url: `/api/admin/capacity/${encodeURIComponent(date)}/`,
  });

export const listCapacityDays = (client: ApiClient) =>
  client.request<CapacityDaysView>({ url: '/api/admin/fulfilment/capacity/' });
