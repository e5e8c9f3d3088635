import { afterEach, describe, expect, it, vi } from 'vitest';

/** The browser's environment as a fresh import sees it (it is read once, when loaded). */
async function loadWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('./client');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('publicEnv', () => {
  it('reads the NEXT_PUBLIC_* values, blank ones as unset', async () => {
    const { publicEnv } = await loadWith({
      NEXT_PUBLIC_APP_ENV: 'staging',
      NEXT_PUBLIC_ALLOW_INDEXING: 'Yes',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: '',
      NEXT_PUBLIC_SITE_URL: 'https://shop.example.com',
    });
    expect(publicEnv).toMatchObject({
      appEnv: 'staging',
      allowIndexing: true,
      stripePublishableKey: undefined,
      siteUrl: 'https://shop.example.com',
    });
  });
});
