import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { serverEnv } from '@/env/server';
import { handler, textReply } from '@/server/api';
import { DomainError } from '@/server/errors';
import { checkBearerGuess } from '@/server/auth/bearer-throttle';
import type { Database } from '@/server/db/client';
import { databaseMetricSources } from './database-metrics';
import { renderMetrics, setMetricSources } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Scrapes carry `Authorization: Bearer <METRICS_TOKEN>`. Without a token configured the route
 * does not exist (404); a missing or wrong token is 401, and wrong ones are counted per address
 * and throttled (429, bearer-throttle). Compared as digests, so the time taken says nothing about
 * how much of the token was right.
 */
export async function requireMetricsToken(db: Database, req: IncomingMessage): Promise<void> {
  const token = serverEnv().metricsToken;
  if (!token) throw new DomainError('not_found');
  const presented = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!presented) throw new DomainError('not_authenticated');
  await checkBearerGuess(
    db,
    req,
    () => timingSafeEqual(digest(presented), digest(token)),
    () => new DomainError('token_not_valid'),
  );
}

/** GET /api/metrics: every metric family in Prometheus' text format. */
export const metricsRoute = handler({
  GET: async ({ db, req }) => {
    await requireMetricsToken(db, req);
    setMetricSources(databaseMetricSources());
    const { contentType, text } = await renderMetrics();
    return textReply(200, text, contentType);
  },
});
