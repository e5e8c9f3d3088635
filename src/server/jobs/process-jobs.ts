import type { JobRuntime } from './job-runtime';

// Kept on globalThis: Next bundles the instrumentation hook (which starts the runtime) apart from
// the API routes (which queue work), and both must see the one runtime of this process.
const holder = globalThis as unknown as { __shopJobs?: JobRuntime };

/** The job runtime of this process, when one was started (`npm start`, `npm run worker`). */
export const processJobs = (): JobRuntime | undefined => holder.__shopJobs;

export function setProcessJobs(runtime: JobRuntime | undefined): void {
  holder.__shopJobs = runtime;
}
