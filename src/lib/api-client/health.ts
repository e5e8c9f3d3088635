import type { ApiClient } from './http';

export interface Health {
  status: 'ok';
}

export const getHealth = (client: ApiClient) => client.request<Health>({ url: '/api/v3/health/' });
