import { object, string } from 'yup';
import { handler, validate } from '@/server/api';
import { importTracking } from '@/server/services/fulfilment/bulk-shipments';

export const config = { api: { bodyParser: false } };

const importSchema = object({
  csv: string().required('Choose the carrier’s CSV file.').max(900_000, 'The file is too large.'),
});

/**
 * POST { csv }: a carrier's CSV (order number, carrier, tracking number[, tracking page]) ships
 * each valid row's boxes; every bad row comes back with its line number. Importing the same file
 * again ships nothing twice and emails no one twice.
 */
export default handler(
  {
    POST: async ({ db, body, requireStaff }) => {
      const { staffId } = await requireStaff('fulfilment.write');
      const input = await validate(importSchema, body);
      return importTracking(db, input.csv, { staffId });
    },
  },
  // 5,000 rows of a carrier's export, with room to spare.
  { maxBodyBytes: 1024 * 1024 },
);
