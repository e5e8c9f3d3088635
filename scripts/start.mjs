// `npm start`: build when the sources changed, migrate and seed the database, then serve on $PORT (default 3000).
import { NEXT_BUILD_ARGS, bin, buildIsStale, runOrExit } from './lib.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1' };

if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
  await runOrExit('Building the shop (next build)', bin('next'), NEXT_BUILD_ARGS, { env });
}
await runOrExit('Applying database migrations', bin('tsx'), ['scripts/db-migrate.ts'], { env });
await runOrExit('Seeding the database', bin('tsx'), ['scripts/db-seed.ts'], { env });
await import('./serve.mjs');
