import { createApiClient, type ApiClient } from '../http';

/** An API client for /api/admin calls, carrying the console session's staff token. */
export function createAdminClient(accessToken: string): ApiClient {
  return createApiClient({ getAccessToken: () => accessToken });
}
