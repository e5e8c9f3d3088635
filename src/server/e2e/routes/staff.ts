import { handler, reply } from '@/server/api';
import { createTestStaff } from '@/server/admin/test-staff';

/**
 * POST { role }: a ready staff member for the browser journeys (the e2e server's database is
 * locked to that server, so the suite cannot write to it directly).
 * E2E server only.
 */
export default handler({
  POST: async ({ db, body }) => {
    return reply(201, await createTestStaff(db, body));
  },
});
