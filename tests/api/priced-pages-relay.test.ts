import { describe, expect, it } from 'vitest';
import relayRoute from '@/pages/api/internal/priced-pages';
import { relayToken } from '@/server/services/prices/priced-pages-broadcast';
import { pricedPaths } from '@/server/services/prices/revalidate-prices';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

describe('POST /api/internal/priced-pages/', () => {
  useTestDatabase();
  const call = useRoute(relayRoute);
  const url = '/api/internal/priced-pages/';

  it('does not exist for anyone but this process’s own listener', async () => {
    const missing = await call({ method: 'POST', url });
    expect(missing.status).toBe(404);
    const wrong = await call({
      method: 'POST',
      url,
      headers: { 'x-shop-relay-token': `${relayToken().slice(1)}x` },
    });
    expect(wrong.status).toBe(404);
    const get = await call({ url, headers: { 'x-shop-relay-token': relayToken() } });
    expect(get.status).toBe(405);
  });

  it('regenerates this instance’s priced pages for its listener', async () => {
    const relayed = await call({
      method: 'POST',
      url,
      headers: { 'x-shop-relay-token': relayToken() },
    });
    expect(relayed.status).toBe(200);
    expect(relayed.json).toEqual({ revalidated: pricedPaths().length });
  });
});
