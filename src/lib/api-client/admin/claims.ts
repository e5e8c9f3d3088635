import type {
  AdminClaimView,
  ClaimDecisionInput,
  ClaimSettingsInput,
  ClaimSettingsView,
} from '@/contracts/admin/claims';
import type { ApiClient } from '../http';

export type { AdminClaimView, ClaimSettingsView };

export const decideClaim = (client: ApiClient, claimId: number, data: ClaimDecisionInput) =>
  client.request<AdminClaimView>({
    method: 'POST',
    url: `/api/admin/claims/${claimId}/decision/`,
    data,
  });

export const saveClaimSettings = (client: ApiClient, data: ClaimSettingsInput) =>
  client.request<ClaimSettingsView>({ method: 'PUT', url: '/api/admin/claims/settings/', data });

/** The photo as a Blob: it needs the staff token, so an <img> cannot fetch it by itself. */
export async function claimPhoto(client: ApiClient, claimId: number): Promise<Blob> {
  const response = await client.http.get<Blob>(`/api/admin/claims/${claimId}/photo/`, {
    responseType: 'blob',
  });
  return response.data;
}
