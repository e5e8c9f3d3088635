// The production build over a fresh embedded database, as `npm run lighthouse` serves it: a new
// PGlite directory, migrated and seeded, and the compiled web server on a free loopback port.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildAll,
  buildIsStale,
  distEntry,
  root,
  runOrExit,
  serverBuildIsStale,
  startProductionServer,
} from '../lib.mjs';

/**
 * Builds when stale (unless `--no-build` is among the arguments: measure the build as it is),
 * then starts the shop on a database of its own under .data/<name>.
 */
export async function startMeasuredShop(name) {
  const dataDir = join(root, '.data', name);
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    APP_ENV: 'test',
    // No job worker: nothing in the background competes with the page for the CPU.
    WORKER: 'off',
    PGLITE_DIR: join(dataDir, 'pglite'),
    OUTBOX_DIR: join(dataDir, 'outbox'),
  };
  if (!process.argv.includes('--no-build')) {
    await buildAll({ env, when: { next: buildIsStale(), server: serverBuildIsStale() } });
  }
  await runOrExit(`${name} database: migrate`, process.execPath, distEntry('db-migrate'), { env });
  await runOrExit(`${name} database: seed`, process.execPath, distEntry('db-seed'), { env });
  return startProductionServer(env);
}
