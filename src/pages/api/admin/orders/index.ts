import { handler } from '@/server/api';
import { ValidationError } from '@/server/errors';
import { parseOrderFilters } from '@/domain/order-filters';
import { listOrders } from '@/server/services/console-orders/orders-list';

export const config = { api: { bodyParser: false } };

/**
 * GET ?status=&kind=&delivery_from=&delivery_to=&held=&q=&page=&page_size=: a page of orders,
 * newest first. Support and owners (it names customers); fulfilment works from its own screens.
 */
export default handler({
  GET: async ({ db, query, requireStaff }) => {
    await requireStaff('customers.read');
    const parsed = parseOrderFilters(query);
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    return listOrders(db, parsed.filters);
  },
});
