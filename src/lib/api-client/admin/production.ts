import type { ProductionPlanView } from '@/contracts/admin/production';
import type { ApiClient } from '../http';
import { toApiError } from '../errors';

export type ProductionPlan = ProductionPlanView;

const BASE = '/api/admin/production';

export const getProductionPlan = (client: ApiClient, cookDate: string) =>
  client.request<ProductionPlan>({ url: `${BASE}/${cookDate}/` });

/** The cook date's kitchen CSV as text (the API answers text/csv). */
export async function exportProductionCsv(client: ApiClient, cookDate: string): Promise<string> {
  try {
    const response = await client.http.get<string>(`${BASE}/${cookDate}/export/`, {
      responseType: 'text',
      headers: { Accept: 'text/csv' },
    });
    return response.data;
  } catch (error) {
    throw toApiError(error, 'other');
  }
}
