// `npm start`: everything a laptop needs in one command. Build when the sources changed (the Next
// build and the compiled server entries in dist/ each), migrate and seed the database, then serve
// on $PORT (default 3000) with the job worker in the same process. In production, migrations are
// the release step (`npm run db:migrate`), never part of a start.
import { buildAll, buildIsStale, distEntry, runOrExit, serverBuildIsStale } from './lib.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1' };

if (process.env.SKIP_BUILD !== '1') {
  await buildAll({ env, when: { next: buildIsStale(), server: serverBuildIsStale() } });
}
await runOrExit('Applying database migrations', process.execPath, distEntry('db-migrate'), { env });
await runOrExit('Seeding the database', process.execPath, distEntry('db-seed'), { env });
await import('./serve.mjs');
