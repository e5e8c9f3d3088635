import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allowsLocalStandIns, type AppEnv } from '@/env/server';

/**
 * The Node a deployed process must run on: the `node` package the release carries, which is the
 * one its suite ran on (npm puts it first on every npm script's PATH). Another Node (a machine's
 * own, started by hand) is refused outside local and test, where any supported Node may run.
 */
export function runtimeProblem(appEnv: AppEnv, running: string, pinned: string | undefined) {
  if (allowsLocalStandIns(appEnv) || !pinned || running === pinned) return undefined;
  return `Node ${running} is running, the release carries Node ${pinned}: start it through npm (npm run serve, npm run worker) so its own Node runs.`;
}

/** The exact version of the `node` package in the app's package.json, if any. */
export function pinnedNode(dir = process.cwd()): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    return manifest.dependencies?.node;
  } catch {
    return undefined;
  }
}
