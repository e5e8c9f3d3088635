import type { ChatIdentity } from '@/contracts/chat';
import type { ApiClient } from './http';

export type { ChatIdentity };

export const getChatIdentity = (client: ApiClient, customerId: number) =>
  client.request<ChatIdentity>({ url: `/api/v3/customers/${customerId}/chat_identity/` });
