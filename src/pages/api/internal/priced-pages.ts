import { pricedPagesRelayRoute } from '@/server/services/prices/priced-pages-relay-route';

export const config = { api: { bodyParser: false } };

/** POST /api/internal/priced-pages/: this instance's own listener only (docs/prices.md). */
export default pricedPagesRelayRoute;
