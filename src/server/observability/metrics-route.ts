import { createHash, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/env';
import { handler, textReply } from '@/server/api';
import { DomainError } from '@/server/errors';
import { databaseMetricSources } from './database-metrics';
import { renderMetrics, setMetricSources } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Scrapes carry `Authorization: Bearer <METRICS_TOKEN>`. Without a token configured the route
 * does not exist (404); a missing or wrong token is 401. Compared as digests, so the time taken
 * says nothing about how much of the token was right.
 */
export function requireMetricsToken(authorization: string | undefined): void {
  const token = serverEnv().metricsToken;
  if (!token) throw new DomainError('not_found');
  const presented = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!presented) throw new DomainError('not_authenticated');
  if (!timingSafeEqual(digest(presented), digest(token))) throw new DomainError('token_not_valid');
}

/** GET /api/metrics: every metric family in Prometheus' text format. */
export const metricsRoute = handler({
  GET: async ({ req }) => {
    requireMetricsToken(req.headers.authorization);
    setMetricSources(databaseMetricSources());
    const { contentType, text } = await renderMetrics();
    return textReply(200, text, contentType);
  },
});
