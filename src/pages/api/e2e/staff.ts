import { handler, reply } from '@/server/api';
import { DomainError } from '@/server/errors';
import { createTestStaff } from '@/server/admin/test-staff';
import { serverEnv } from '@/env';

export const config = { api: { bodyParser: false } };

/**
 * POST { role }: a ready staff member for the browser journeys (the e2e server's database is
 * locked to that server, so the suite cannot write to it directly). Exists only when the e2e
 * server turned it on (E2E_TEST_ROUTES=1) and never in production: 404 everywhere else.
 */
export default handler({
  POST: async ({ db, body }) => {
    if (!serverEnv().e2eTestRoutes || serverEnv().isProduction) throw new DomainError('not_found');
    return reply(201, await createTestStaff(db, body));
  },
});
