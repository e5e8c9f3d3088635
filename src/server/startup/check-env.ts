import { writeSync } from 'node:fs';
import { EnvError, serverEnv, type ServerEnv } from '@/env/server';
import { createLogger } from '@/server/observability/logger';
import { pinnedNode, runtimeProblem } from './runtime-check';

/**
 * The first call of every process entry (web, worker, migrate, seed, staff:create, jobs:renew):
 * an invalid environment stops the process with one JSON line (`fatal`) per problem on stderr,
 * before it opens anything.
 */
export function checkEnvOrExit(processName: string): ServerEnv {
  try {
    const env = serverEnv();
    const runtime = runtimeProblem(env.appEnv, process.versions.node, pinnedNode());
    if (runtime) throw new EnvError([runtime]);
    return env;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    const lines: string[] = [];
    const log = createLogger({
      service: processName,
      level: 'info',
      destination: { write: (line: string) => void lines.push(line) },
    });
    for (const problem of error.problems)
      log.fatal({ component: 'lifecycle' }, `${processName} refuses to start: ${problem}`);
    // Written synchronously in one go: process.exit does not wait for a pending stderr write
    // (asynchronous for pipes on macOS), and the lines are all an operator gets.
    writeSync(2, lines.join(''));
    process.exit(1);
  }
}
