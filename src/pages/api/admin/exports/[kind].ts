import { clockNow } from '@/server/clock';
import { EXPORT_KINDS, type ExportKind } from '@/domain/csv-export';
import { shopToday } from '@/domain/delivery-schedule';
import { handler } from '@/server/api';
import { DomainError } from '@/server/errors';
import { exportFilters, streamExport } from '@/server/services/care/list-exports';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/admin/exports/{customers|subscriptions|orders|refunds|claims}/?<the list's filters>:
 * a CSV of every matching row, streamed (columns in src/domain/csv-export.ts), audited.
 */
export default handler({
  GET: async ({ db, query, res, requireStaff }) => {
    const { staffId } = await requireStaff('customers.export');
    const kind = query.kind;
    if (typeof kind !== 'string' || !(EXPORT_KINDS as readonly string[]).includes(kind))
      throw new DomainError('not_found', 'No such export.');
    const filters = await exportFilters(kind as ExportKind, query);
    await streamExport(db, res, {
      staffId,
      kind: kind as ExportKind,
      filters,
      day: shopToday(clockNow()),
    });
  },
});
