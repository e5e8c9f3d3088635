import { handler, validate } from '@/server/api';
import { claimSettingsSchema } from '@/contracts/admin/claims';
import { getClaimSettings, updateClaimSettings } from '@/server/services/claims/claim-settings';

export const config = { api: { bodyParser: false } };

/** The operator's claim limits: support may read them, owners change them (audited). */
export default handler({
  GET: async ({ db, requireStaff }) => {
    await requireStaff('claims.review');
    return getClaimSettings(db);
  },
  PUT: async ({ db, body, requireStaff }) => {
    const { staffId } = await requireStaff('claims.settings');
    return updateClaimSettings(db, staffId, await validate(claimSettingsSchema, body));
  },
});
