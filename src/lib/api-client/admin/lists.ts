import type { ListKind, SavedView } from '@/contracts/admin/lists';
import { toApiError } from '../errors';
import type { ApiClient } from '../http';
import { STEP_UP_HEADER } from './step-up';

export type { SavedView };

export const saveListView = (
  client: ApiClient,
  data: { list: ListKind; name: string; filters: Record<string, string> },
) => client.request<SavedView>({ method: 'POST', url: '/api/admin/saved-views/', data });

export const deleteListView = (client: ApiClient, viewId: number) =>
  client.request<void>({ method: 'DELETE', url: `/api/admin/saved-views/${viewId}/` });

/**
 * An export as CSV text (the API answers text/csv, streamed); `query` is the filters' query and
 * `stepUpCode` the authenticator code the export asks for (a code works once).
 */
export async function exportCsv(
  client: ApiClient,
  kind: string,
  query: string,
  stepUpCode: string,
): Promise<string> {
  try {
    const response = await client.http.get<string>(`/api/admin/exports/${kind}/${query}`, {
      responseType: 'text',
      headers: { Accept: 'text/csv', [STEP_UP_HEADER]: stepUpCode },
    });
    return response.data;
  } catch (error) {
    throw toApiError(error, 'other');
  }
}
