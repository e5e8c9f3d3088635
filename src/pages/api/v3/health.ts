import { handler } from '@/server/api';
import { checkHealth } from '@/server/services/health/check-health';

export const config = { api: { bodyParser: false } };

/** Liveness, from the process alone (readiness is /api/v3/ready/). */
export default handler({
  GET: () => checkHealth(),
});
