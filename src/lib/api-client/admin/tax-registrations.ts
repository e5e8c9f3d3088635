import type { TaxRegistrationsInput, TaxRegistrationsView } from '@/contracts/admin/tax';
import type { ApiClient } from '../http';

export type { TaxRegistrationsView };

export const saveTaxRegistrations = (client: ApiClient, data: TaxRegistrationsInput) =>
  client.request<TaxRegistrationsView>({
    method: 'PUT',
    url: '/api/admin/tax-registrations/',
    data,
  });
