import { handler, reply } from '@/server/api';
import { checkReadiness } from '@/server/services/health/check-readiness';

export const config = { api: { bodyParser: false } };

/** Readiness (database, migrations, not draining): 200 or 503 naming what failed. */
export default handler({
  GET: async ({ db }) => {
    const readiness = await checkReadiness(db);
    return reply(readiness.status === 'ready' ? 200 : 503, readiness);
  },
});
