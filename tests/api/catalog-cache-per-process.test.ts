import { describe, expect, it, vi } from 'vitest';
import { prices } from '@/server/db/schema';
import { useTestDatabase } from '../helpers/test-db';

type CatalogRepository = typeof import('@/server/services/catalog/catalog-repository');

/**
 * Next's build loads the catalogue's module once for its pages and once more for its API routes
 * (two webpack runtimes, each with module state of its own). A price change invalidated by an API
 * route (the price console, the priced-pages relay) must reach what the pages read, or a page
 * regenerated at once still prints the old price.
 */
describe('the catalogue cache', () => {
  const database = useTestDatabase({ seed: true });

  it('is dropped by an invalidation from any copy of its module in the process', async () => {
    const pages: CatalogRepository = await import('@/server/services/catalog/catalog-repository');
    vi.resetModules();
    const routes: CatalogRepository = await import('@/server/services/catalog/catalog-repository');
    expect(routes).not.toBe(pages);

    const before = await pages.listPriceEntries(database.db());
    await database.db().insert(prices).values({
      kind: 'addon',
      item: 'ZOOMIES01',
      amountCents: 4321,
      effectiveFrom: '2099-01-01',
    });
    routes.invalidateCatalog();

    const after = await pages.listPriceEntries(database.db());
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual(
      expect.objectContaining({
        item: 'ZOOMIES01',
        amountCents: 4321,
        effectiveFrom: '2099-01-01',
      }),
    );
  });
});
