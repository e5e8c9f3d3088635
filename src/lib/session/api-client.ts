import { createApiClient, type ApiClient } from '@/lib/api-client';
import { getSnapshot } from './session-store';

let client: ApiClient | null = null;

/**
 * The browser's API client: it reads the access token from the session store at request time,
 * so a refreshed session is used without rebuilding the client.
 */
export function browserApiClient(): ApiClient {
  client ??= createApiClient({ getAccessToken: () => getSnapshot().user?.access_token });
  return client;
}
