import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { apiBaseUrl, createApiClient } from './http';

function recordingAdapter(status = 200, data: unknown = { ok: true }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
  return { adapter, seen };
}

describe('apiBaseUrl', () => {
  it.each([
    ['shop.example.com', 'https://shop.example.com'],
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:3100', 'http://127.0.0.1:3100'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['pr-12.localhost', 'http://pr-12.localhost'],
    ['localhost.example.com', 'https://localhost.example.com'],
  ])('%s → %s', (host, base) => {
    expect(apiBaseUrl(host)).toBe(base);
  });
});

describe('createApiClient', () => {
  it('sends the bearer token when there is one, and a referrer', async () => {
    const { adapter, seen } = recordingAdapter();
    const client = createApiClient({
      baseUrl: 'http://localhost:3000',
      getAccessToken: () => 'tok123',
      referrer: 'http://localhost:3000/account/',
    });
    client.http.defaults.adapter = adapter;
    await client.request({ url: '/api/v3/customers/4/' });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok123');
    expect(seen[0]!.headers.get('Referer')).toBe('http://localhost:3000/account/');
    expect(seen[0]!.url).toBe('/api/v3/customers/4/');
  });

  it('sends no Authorization header without a session', async () => {
    const { adapter, seen } = recordingAdapter();
    const client = createApiClient({
      baseUrl: 'http://localhost:3000',
      getAccessToken: () => null,
    });
    client.http.defaults.adapter = adapter;
    await client.request({ url: '/api/v3/health/' });
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('returns the body on success', async () => {
    const { adapter } = recordingAdapter(200, { status: 'ok', database: 'ok' });
    const client = createApiClient({ baseUrl: 'http://localhost:3000' });
    client.http.defaults.adapter = adapter;
    await expect(client.request({ url: '/api/v3/health/' })).resolves.toEqual({
      status: 'ok',
      database: 'ok',
    });
  });

  it('rejects with a typed ApiError mapped for the call', async () => {
    const { adapter } = recordingAdapter(422, {
      detail: 'Declined.',
      code: 'failed_temporary_hold',
    });
    const client = createApiClient({ baseUrl: 'http://localhost:3000' });
    client.http.defaults.adapter = adapter;
    const failure = await client
      .request({ method: 'POST', url: '/api/v3/customers/4/checkout/', context: 'checkout' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('insufficientFunds');
  });
});

describe('an expired access token', () => {
  /** The shop: 401 for any token but `live`. */
  function shop(live: string) {
    const sent: (string | null)[] = [];
    const adapter: AxiosAdapter = async (config) => {
      const auth = config.headers.get('Authorization') as string | undefined;
      sent.push(auth ?? null);
      const ok = auth === `Bearer ${live}`;
      const response = {
        status: ok ? 200 : 401,
        statusText: '',
        data: ok ? { id: 4 } : { detail: 'Given token not valid for any token type' },
        headers: {},
        config,
      };
      if (ok) return response;
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
    };
    return { adapter, sent };
  }

  it('is renewed through the session once and the request sent again with the fresh one', async () => {
    const { adapter, sent } = shop('fresh');
    let token = 'expired';
    const renew = vi.fn(async () => (token = 'fresh'));
    const client = createApiClient({
      baseUrl: 'http://localhost:3000',
      getAccessToken: () => token,
      renewAccessToken: renew,
    });
    client.http.defaults.adapter = adapter;
    await expect(client.request({ url: '/api/v3/customers/4/' })).resolves.toEqual({ id: 4 });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('gives up after one renewal: a session that hands out no working token is an error', async () => {
    const { adapter, sent } = shop('never');
    let token = 'expired';
    const renew = vi.fn(async () => (token = 'also-refused'));
    const client = createApiClient({
      baseUrl: 'http://localhost:3000',
      getAccessToken: () => token,
      renewAccessToken: renew,
    });
    client.http.defaults.adapter = adapter;
    const failure: unknown = await client
      .request({ url: '/api/v3/customers/4/' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it('is not sent again when the session is over (no token) or the call had none', async () => {
    const { adapter, sent } = shop('never');
    let token: string | null = 'expired';
    const renew = vi.fn(async () => (token = null));
    const client = createApiClient({
      baseUrl: 'http://localhost:3000',
      getAccessToken: () => token,
      renewAccessToken: renew,
    });
    client.http.defaults.adapter = adapter;
    await expect(client.request({ url: '/api/v3/customers/4/' })).rejects.toBeInstanceOf(ApiError);
    await expect(client.request({ url: '/api/v3/customers/4/' })).rejects.toBeInstanceOf(ApiError);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['Bearer expired', null]);
  });
});
