import { handler } from '@/server/api';
import { recordAudit } from '@/server/admin/audit';
import { deliveryDateParam, packingCsv } from '@/server/services/fulfilment/fulfilment-service';

export const config = { api: { bodyParser: false } };

/**
 * GET: the date's packing CSV for a third-party warehouse (columns in packing-csv.ts). Written
 * here rather than returned: the handler's replies are JSON, and once the response is sent it
 * writes nothing more.
 */
export default handler({
  GET: async ({ db, query, res, requireStaff }) => {
    const { staffId } = await requireStaff('fulfilment.read');
    const date = deliveryDateParam(query.date);
    const csv = await packingCsv(db, date);
    // Customers' names and addresses leave the shop in this file: the audit log says who took it.
    await recordAudit(db, {
      staffId,
      action: 'fulfilment.export',
      targetType: 'delivery_date',
      targetId: date,
      after: { rows: csv.split('\r\n').length - 2 },
    });
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8; header=present');
    res.setHeader('Content-Disposition', `attachment; filename="packing-${date}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(csv);
  },
});
