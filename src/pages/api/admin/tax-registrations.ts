import { handler, validate } from '@/server/api';
import { taxRegistrationsSchema } from '@/contracts/admin/tax';
import { listTaxRegistrations, setTaxRegistrations } from '@/server/services/tax/tax-registrations';

export const config = { api: { bodyParser: false } };

/** The states the shop collects sales tax in: owners see and change them (audited). */
export default handler({
  GET: async ({ db, requireStaff }) => {
    await requireStaff('tax.manage');
    return listTaxRegistrations(db);
  },
  PUT: async ({ db, body, requireStaff }) => {
    const { staffId } = await requireStaff('tax.manage');
    return setTaxRegistrations(db, staffId, await validate(taxRegistrationsSchema, body));
  },
});
