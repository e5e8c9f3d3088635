import { metricsRoute } from '@/server/observability/metrics-route';

export const config = { api: { bodyParser: false } };

/** GET /api/metrics/: Prometheus text, behind METRICS_TOKEN (docs/operations.md, Logs and metrics). */
export default metricsRoute;
