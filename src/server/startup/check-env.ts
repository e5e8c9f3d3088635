import { writeSync } from 'node:fs';
import { EnvError, serverEnv, type ServerEnv } from '@/env';
import { pinnedNode, runtimeProblem } from './runtime-check';

/**
 * The first call of every process entry (web, worker, migrate, seed, staff:create, jobs:renew):
 * an invalid environment stops the process with one line per problem, before it opens anything.
 */
export function checkEnvOrExit(processName: string): ServerEnv {
  try {
    const env = serverEnv();
    const runtime = runtimeProblem(env.appEnv, process.versions.node, pinnedNode());
    if (runtime) throw new EnvError([runtime]);
    return env;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    const lines = error.problems.map((problem) => `${processName} refuses to start: ${problem}\n`);
    // Written synchronously in one go: process.exit does not wait for a pending stderr write
    // (asynchronous for pipes on macOS), and the lines are all an operator gets.
    writeSync(2, lines.join(''));
    process.exit(1);
  }
}
