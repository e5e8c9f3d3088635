import axios, { isAxiosError, type AxiosInstance, type Method } from 'axios';
import { serverApiBaseUrl } from '@/env/server-render';
import { toApiError, type ApiCallContext } from './errors';

const LOCAL_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\]|[a-z0-9-]+\.localhost)(:\d+)?$/i;

/** https for every host but a local one (spec section 7). */
export function apiBaseUrl(host: string): string {
  return `${LOCAL_HOST.test(host) ? 'http' : 'https'}://${host}`;
}

function defaultBaseUrl(): string {
  if (typeof window !== 'undefined') return apiBaseUrl(window.location.host);
  return serverApiBaseUrl();
}

export interface HttpClientOptions {
  baseUrl?: string;
  /** The session's access token, read at request time so a refreshed session is picked up. */
  getAccessToken?: () => string | null | undefined;
  /**
   * Asks the session for a fresh access token (the browser's: GET /api/auth/session/). A request
   * refused with 401 while carrying a token is sent once more with the fresh one, when there is
   * one: an access token lives an hour, the session behind it much longer.
   */
  renewAccessToken?: () => Promise<string | null | undefined>;
  /** The page the call is made from; the browser's own location by default. */
  referrer?: string;
  timeoutMs?: number;
}

/** The one axios instance shape: JSON, bearer token when signed in, and a referrer header. */
export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseUrl ?? defaultBaseUrl(),
    timeout: options.timeoutMs ?? 15_000,
    headers: { Accept: 'application/json' },
  });
  instance.interceptors.request.use((config) => {
    const token = options.getAccessToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const referrer =
      options.referrer ?? (typeof window !== 'undefined' ? window.location.href : undefined);
    // Browsers forbid scripts to set Referer; they send it themselves, and X-Referrer carries the full page URL.
    if (referrer)
      config.headers.set(typeof window === 'undefined' ? 'Referer' : 'X-Referrer', referrer);
    return config;
  });
  return instance;
}

export interface ApiRequest {
  method?: Method;
  /** Path with the API's trailing slash, e.g. '/api/v3/customers/42/cart/'. */
  url: string;
  data?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  /** Headers of this call only (a console action's step-up code). */
  headers?: Record<string, string>;
  context?: ApiCallContext;
}

export interface ApiClient {
  /** Resolves with the response body, or rejects with an ApiError (never a raw axios error). */
  request<T>(request: ApiRequest): Promise<T>;
  http: AxiosInstance;
}

export function createApiClient(options: HttpClientOptions = {}): ApiClient {
  const http = createHttpClient(options);
  return {
    http,
    async request<T>({
      method = 'GET',
      url,
      data,
      params,
      headers,
      context = 'other',
    }: ApiRequest): Promise<T> {
      const send = () => http.request<T>({ method, url, data, params, headers });
      try {
        const sentWith = options.getAccessToken?.();
        try {
          return (await send()).data;
        } catch (error) {
          // A 401 is answered before a handler does anything, so sending again is safe.
          if (!isAxiosError(error) || error.response?.status !== 401 || !sentWith) throw error;
          const renewed = await options.renewAccessToken?.().catch(() => null);
          if (!renewed || renewed === sentWith) throw error;
          return (await send()).data;
        }
      } catch (error) {
        throw toApiError(error, context);
      }
    },
  };
}
