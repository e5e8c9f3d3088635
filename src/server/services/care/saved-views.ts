import { and, asc, count, eq } from 'drizzle-orm';
import {
  customerListSchema,
  LIST_FILTER_NAMES,
  subscriptionListSchema,
  type ListKind,
  type SavedView,
} from '@/contracts/admin/lists';
import { cleanFilters } from '@/domain/list-filters';
import { recordAudit } from '@/server/admin/audit';
import type { Database } from '@/server/db/client';
import { savedViews, type SavedViewRow } from '@/server/db/schema';
import { DomainError, ValidationError } from '@/server/errors';
import { validate } from '@/server/api/validation';
import { clockNow } from '@/server/clock';

/** Enough for every routine a person keeps; a runaway client cannot fill the table. */
export const MAX_VIEWS_PER_LIST = 50;

const toView = (row: SavedViewRow): SavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  filters: row.filters,
  created_at: row.createdAt.toISOString(),
});

export async function listSavedViews(
  db: Database,
  staffId: number,
  list?: ListKind,
): Promise<SavedView[]> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.staffId, staffId), list ? eq(savedViews.list, list) : undefined))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  return rows.map(toView);
}

/**
 * Saves the filters under a name, checked with the list's own filter rules (a view always opens
 * as a valid list) and cleaned to the known filters. The same name again replaces its filters.
 */
export async function saveView(
  db: Database,
  staffId: number,
  input: { list: ListKind; name: string; filters: Record<string, unknown> },
): Promise<{ view: SavedView; created: boolean }> {
  const schema = input.list === 'customers' ? customerListSchema : subscriptionListSchema;
  const strings = cleanFilters(LIST_FILTER_NAMES, input.filters);
  let filters;
  try {
    filters = cleanFilters(LIST_FILTER_NAMES, await validate(schema, strings));
  } catch (error) {
    if (error instanceof ValidationError)
      throw new ValidationError(
        Object.fromEntries(
          Object.entries(error.fields).map(([field, messages]) => [`filters.${field}`, messages]),
        ),
      );
    throw error;
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(savedViews)
      .where(
        and(
          eq(savedViews.staffId, staffId),
          eq(savedViews.list, input.list),
          eq(savedViews.name, input.name),
        ),
      );
    if (!existing) {
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(savedViews)
        .where(and(eq(savedViews.staffId, staffId), eq(savedViews.list, input.list)));
      if (total >= MAX_VIEWS_PER_LIST)
        throw new ValidationError({
          name: [`You have ${MAX_VIEWS_PER_LIST} saved views of this list; delete one first.`],
        });
    }
    const [row] = await tx
      .insert(savedViews)
      .values({ staffId, list: input.list, name: input.name, filters })
      .onConflictDoUpdate({
        target: [savedViews.staffId, savedViews.list, savedViews.name],
        set: { filters, updatedAt: clockNow() },
      })
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'saved_view.save',
      targetType: 'saved_view',
      targetId: row!.id,
      before: existing ? { filters: existing.filters } : null,
      after: { list: input.list, name: input.name, filters },
    });
    return { view: toView(row!), created: !existing };
  });
}

/** A person deletes only their own views: someone else's answers 404, as if it did not exist. */
export function deleteView(db: Database, staffId: number, viewId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(savedViews)
      .where(and(eq(savedViews.id, viewId), eq(savedViews.staffId, staffId)))
      .returning();
    if (!row) throw new DomainError('not_found', 'No such saved view.');
    await recordAudit(tx, {
      staffId,
      action: 'saved_view.delete',
      targetType: 'saved_view',
      targetId: viewId,
      before: { list: row.list, name: row.name, filters: row.filters },
    });
  });
}
