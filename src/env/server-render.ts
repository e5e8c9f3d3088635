/**
 * What code shared by the browser and the server-side render (the API client) reads when it runs
 * on the server. Not a secret and not the server's validated environment (src/env/server): safe
 * to import from browser code, where it is never called.
 */

/** Where server-side code reaches the API: API_BASE_URL, else this server on its own port. */
export function serverApiBaseUrl(source: Record<string, string | undefined> = process.env): string {
  return source.API_BASE_URL?.trim() || `http://localhost:${source.PORT?.trim() || 3000}`;
}
