import { clockNow } from '@/server/clock';
import { EXPORT_KINDS, type ExportKind } from '@/domain/csv-export';
import { shopToday } from '@/domain/delivery-schedule';
import { handler } from '@/server/api';
import { DomainError } from '@/server/errors';
import { requireStepUp } from '@/server/admin/step-up';
import { exportFilters, streamExport } from '@/server/services/care/list-exports';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/admin/exports/{customers|subscriptions|orders|refunds|claims}/?<the list's filters>:
 * a CSV of every matching row, streamed (columns in src/domain/csv-export.ts), audited. Each
 * export takes a fresh authenticator code (X-Step-Up-Code), recorded in its audit row.
 */
export default handler({
  GET: async ({ db, req, query, res, requireStaff }) => {
    const { staffId } = await requireStaff('customers.export');
    const kind = query.kind;
    if (typeof kind !== 'string' || !(EXPORT_KINDS as readonly string[]).includes(kind))
      throw new DomainError('not_found', 'No such export.');
    const filters = await exportFilters(kind as ExportKind, query);
    const stepUp = await requireStepUp(db, req, staffId);
    await streamExport(db, res, {
      staffId,
      stepUp,
      kind: kind as ExportKind,
      filters,
      day: shopToday(clockNow()),
    });
  },
});
