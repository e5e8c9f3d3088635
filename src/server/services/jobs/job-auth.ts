import { createHash, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/env';
import { DomainError } from '@/server/errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Job endpoints are for the scheduler only: `Authorization: Bearer <JOBS_SECRET>`. */
export function requireJobSecret(authorization: string | undefined) {
  const secret = serverEnv().jobsSecret;
  if (!secret)
    throw new DomainError(
      'permission_denied',
      'Job endpoints are turned off: set JOBS_SECRET to call them, or run `npm run jobs:renew`.',
    );
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match) throw new DomainError('not_authenticated');
  // Compared as digests so the comparison takes the same time whatever was sent.
  if (!timingSafeEqual(digest(match[1]!), digest(secret)))
    throw new DomainError('permission_denied', 'This job secret is not valid.');
}
