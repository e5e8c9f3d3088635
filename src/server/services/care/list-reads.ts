import { recordAudit } from '@/server/admin/audit';
import type { Database } from '@/server/db/client';
import { customerPage, subscriptionPage, type Filters } from './console-lists';

/**
 * A page of a list, with its audit row: a list reads personal data in bulk, so (as a search)
 * the log says who looked with which filters and which rows they saw.
 */
export async function readList(
  db: Database,
  staffId: number,
  kind: 'customers' | 'subscriptions',
  input: { filters: Filters; after: number; limit: number },
) {
  const page =
    kind === 'customers'
      ? await customerPage(db, input.filters, input.after, input.limit)
      : await subscriptionPage(db, input.filters, input.after, input.limit);
  await recordAudit(db, {
    staffId,
    action: `${kind}.list`,
    targetType: kind === 'customers' ? 'customer' : 'subscription',
    targetId: 'list',
    after: { filters: input.filters, after: input.after, ids: page.results.map((row) => row.id) },
  });
  return page;
}
