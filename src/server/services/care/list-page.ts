import { clockNow } from '@/server/clock';
import {
  LIST_FILTER_NAMES,
  type CustomerListRow,
  type ListKind,
  type SavedView,
  type SubscriptionListRow,
} from '@/contracts/admin/lists';
import { shopToday } from '@/domain/delivery-schedule';
import { cleanFilters } from '@/domain/list-filters';
import type { Query } from '@/server/api/handler';
import type { Database } from '@/server/db/client';
import { ValidationError } from '@/server/errors';
import { listQuery } from './console-lists';
import { readList } from './list-reads';
import { listSavedViews } from './saved-views';

/**
 * What a console list page shows: the page of rows its query string asks for (or the field
 * messages of a bad filter, with the filters as typed), and the person's saved views.
 */
type RowOf<K extends ListKind> = K extends 'customers' ? CustomerListRow : SubscriptionListRow;

export interface ListPageData<K extends ListKind> {
  filters: Partial<Record<(typeof LIST_FILTER_NAMES)[number], string>>;
  results?: RowOf<K>[];
  nextAfter?: number | null;
  errors?: Record<string, string[]>;
  views: SavedView[];
  exportDay: string;
}

export async function loadListPage<K extends ListKind>(
  db: Database,
  staffId: number,
  kind: K,
  query: Query,
): Promise<ListPageData<K>> {
  const views = await listSavedViews(db, staffId, kind);
  const exportDay = shopToday(clockNow());
  try {
    const input = await listQuery(query, kind);
    const page = await readList(db, staffId, kind, input);
    return {
      filters: input.filters,
      results: page.results as RowOf<K>[],
      nextAfter: page.next_after,
      views,
      exportDay,
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return {
      filters: cleanFilters(LIST_FILTER_NAMES, query),
      errors: error.fields,
      views,
      exportDay,
    };
  }
}
