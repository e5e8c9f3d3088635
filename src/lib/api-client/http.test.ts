import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
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
