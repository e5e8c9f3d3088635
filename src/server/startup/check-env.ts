import { EnvError, serverEnv, type ServerEnv } from '@/env';

/**
 * The first call of every process entry (web, worker, migrate, seed, staff:create, jobs:renew):
 * an invalid environment stops the process with one line per problem, before it opens anything.
 */
export function checkEnvOrExit(processName: string): ServerEnv {
  try {
    return serverEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    for (const problem of error.problems) {
      process.stderr.write(`${processName} refuses to start: ${problem}\n`);
    }
    process.exit(1);
  }
}
