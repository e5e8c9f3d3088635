import type { ApiClient } from './http';

export interface SkipLinkResult {
  skipped_date: string;
  next_delivery_date: string;
  pet_name: string;
}

/** The renewal reminder's skip link: no login, the signed token is the permission. */
export const redeemSkipLink = (client: ApiClient, token: string) =>
  client.request<SkipLinkResult>({ method: 'POST', url: '/api/v3/skip-links/', data: { token } });
