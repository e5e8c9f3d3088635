import { DomainError } from '@/server/errors';
import type { JobRuntime } from './job-runtime';
import { processJobs } from './process-jobs';

/** The job endpoints need this process's runtime; without one (WORKER=off on PGlite) they 503. */
export function requireJobRuntime(): JobRuntime {
  const runtime = processJobs();
  if (!runtime) throw new DomainError('service_unavailable');
  return runtime;
}
