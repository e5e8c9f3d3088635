import { processWide } from '@/server/process-wide';
import type { JobRuntime } from './job-runtime';

// Process-wide: Next bundles the instrumentation hook (which starts the runtime) apart from the
// API routes (which queue work), and both must see the one runtime of this process.
const holder = processWide('jobs.runtime', (): { runtime?: JobRuntime } => ({}));

/** The job runtime of this process, when one was started (`npm start`, `npm run worker`). */
export const processJobs = (): JobRuntime | undefined => holder.runtime;

export function setProcessJobs(runtime: JobRuntime | undefined): void {
  holder.runtime = runtime;
}
