import { requireE2eTestRoutes } from '@/server/e2e/test-routes';
import { handler, reply } from '@/server/api';
import { createTestStaff } from '@/server/admin/test-staff';

export const config = { api: { bodyParser: false } };

/**
 * POST { role }: a ready staff member for the browser journeys (the e2e server's database is
 * locked to that server, so the suite cannot write to it directly). Exists only when the e2e
 * server turned it on (E2E_TEST_ROUTES=1) and never in production: 404 everywhere else.
 */
export default handler({
  POST: async ({ db, body }) => {
    requireE2eTestRoutes();
    return reply(201, await createTestStaff(db, body));
  },
});
