import { createApiClient, type ApiClient } from '@/lib/api-client';
import { getSnapshot, refreshSession } from './session-store';

let client: ApiClient | null = null;

/**
 * The browser's API client: it reads the access token from the session store at request time,
 * so a refreshed session is used without rebuilding the client, and a request refused because
 * the token has expired asks the session for a fresh one and is sent once more.
 */
export function browserApiClient(): ApiClient {
  client ??= createApiClient({
    getAccessToken: () => getSnapshot().user?.access_token,
    renewAccessToken: async () => (await refreshSession()).user?.access_token,
  });
  return client;
}
