import type { AdminOfferView, OfferInput } from '@/contracts/admin/offers';
import type { ApiClient } from '../http';

const path = (code: string) => `/api/admin/offers/${encodeURIComponent(code)}/`;

export const createOffer = (client: ApiClient, input: OfferInput) =>
  client.request<AdminOfferView>({ method: 'POST', url: '/api/admin/offers/', data: input });

export const editOffer = (
  client: ApiClient,
  code: string,
  change: Partial<Omit<OfferInput, 'code'>>,
) => client.request<AdminOfferView>({ method: 'PATCH', url: path(code), data: change });

export const expireOffer = (client: ApiClient, code: string) =>
  client.request<AdminOfferView>({ method: 'POST', url: `${path(code)}expire/` });

export const deleteOffer = (client: ApiClient, code: string) =>
  client.request<void>({ method: 'DELETE', url: path(code) });
