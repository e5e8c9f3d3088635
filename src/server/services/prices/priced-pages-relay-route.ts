import { handler, reply } from '@/server/api';
import { DomainError } from '@/server/errors';
import { invalidateCatalog } from '@/server/services/catalog/catalog-repository';
import { isRelayToken } from './priced-pages-broadcast';
import { pricedPaths, revalidatePricedPages } from './revalidate-prices';

export const RELAY_TOKEN_HEADER = 'x-shop-relay-token';

/**
 * Regenerates this instance's priced pages after another instance announced a price change. Only
 * this process's own listener knows the token (a random one per process), so to anyone else the
 * route does not exist (404). The catalogue is read afresh first: this instance may hold the old
 * price list for up to CATALOG_TTL_MS.
 */
export const pricedPagesRelayRoute = handler({
  POST: async ({ req, res }) => {
    const presented = req.headers[RELAY_TOKEN_HEADER];
    if (!isRelayToken(Array.isArray(presented) ? presented[0] : presented))
      throw new DomainError('not_found');
    invalidateCatalog();
    await revalidatePricedPages(res);
    return reply(200, { revalidated: pricedPaths().length });
  },
});
