import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { serverEnv } from '@/env/server';
import { checkBearerGuess } from '@/server/auth/bearer-throttle';
import type { Database } from '@/server/db/client';
import { DomainError } from '@/server/errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Job endpoints are for the scheduler only: `Authorization: Bearer <JOBS_SECRET>`. Wrong secrets
 * are counted per address and throttled (429) like logins (bearer-throttle).
 */
export async function requireJobSecret(db: Database, req: IncomingMessage): Promise<void> {
  const secret = serverEnv().jobsSecret;
  if (!secret)
    throw new DomainError(
      'permission_denied',
      'Job endpoints are turned off: set JOBS_SECRET to call them, or run `npm run jobs:renew`.',
    );
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  if (!match) throw new DomainError('not_authenticated');
  // Compared as digests so the comparison takes the same time whatever was sent.
  await checkBearerGuess(
    db,
    req,
    () => timingSafeEqual(digest(match[1]!), digest(secret)),
    () => new DomainError('permission_denied', 'This job secret is not valid.'),
  );
}
