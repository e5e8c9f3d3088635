import { describe, expect, it, vi } from 'vitest';
import relayRoute from '@/pages/api/internal/priced-pages';
import {
  announcePricedPagesChanged,
  listenForPricedPages,
  relayToken,
} from '@/server/services/prices/priced-pages-broadcast';
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

describe('a price change announced by one instance', () => {
  const database = useTestDatabase();

  it('reaches every other instance listening on the database, not the one that made it', async () => {
    const heard = { web1: 0, web2: 0 };
    const listeners = await Promise.all(
      (['web1', 'web2'] as const).map((instance) =>
        listenForPricedPages(database.handle(), {
          instance,
          onChange: async () => {
            heard[instance] += 1;
          },
        }),
      ),
    );
    try {
      await announcePricedPagesChanged(database.db(), 'web1');
      // Notifications arrive in order: once web 1 hears web 2's, web 1's own has come and gone.
      await announcePricedPagesChanged(database.db(), 'web2');
      await vi.waitFor(() => expect(heard).toEqual({ web1: 1, web2: 1 }));
    } finally {
      await Promise.all(listeners.map((listener) => listener.stop()));
    }
  });
});
