// Lighthouse CI's server (lighthouserc.cjs's startServerCommand): the production build as it is
// (`npm run lighthouse` builds a stale one first) over a fresh embedded database, a new PGlite
// directory migrated and seeded, on the given loopback port. Prints the line Lighthouse CI waits
// for; Lighthouse CI ends this process and the server under it when its runs are done.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { distEntry, root, runOrExit, startProductionServer } from './lib.mjs';

const port = Number(process.argv.find((arg) => arg.startsWith('--port='))?.split('=')[1]);
if (!Number.isInteger(port)) {
  console.error('Usage: node scripts/lighthouse-server.mjs --port=<port>');
  process.exit(1);
}
const dataDir = join(root, '.data', `lighthouse-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  APP_ENV: 'test',
  // No job worker: nothing in the background competes with the page for the CPU.
  WORKER: 'off',
  PGLITE_DIR: join(dataDir, 'pglite'),
  OUTBOX_DIR: join(dataDir, 'outbox'),
};
await runOrExit('Lighthouse database: migrate', process.execPath, distEntry('db-migrate'), { env });
await runOrExit('Lighthouse database: seed', process.execPath, distEntry('db-seed'), { env });
const { base } = await startProductionServer(env, { port });
console.info(`Lighthouse server ready at ${base}`);
