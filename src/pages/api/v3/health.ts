import { handler } from '@/server/api';
import { checkHealth } from '@/server/services/health/check-health';

export const config = { api: { bodyParser: false } };

export default handler({
  GET: ({ db }) => checkHealth(db),
});
