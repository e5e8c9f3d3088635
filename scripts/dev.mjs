// `npm run dev [-- --port 4000]`: the development server with hot reload. Migrates and seeds the
// configured database first (as `npm start` does, straight from the TypeScript sources, so no
// build is needed), then runs `next dev --webpack`: webpack, as the production build uses, since
// next.config.js customises webpack and Next 16's default (Turbopack) refuses such a config.
// Arguments go to `next dev`. The database is PGLITE_DIR's (default .data/pglite) unless
// DATABASE_URL is set, so stop `npm start` first or give dev a directory of its own.
import { spawn } from 'node:child_process';
import { bin, root, runOrExit } from './lib.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1' };
await runOrExit('Applying database migrations', bin('tsx'), ['scripts/db-migrate.ts'], { env });
await runOrExit('Seeding the database', bin('tsx'), ['scripts/db-seed.ts'], { env });

const next = spawn(bin('next'), ['dev', '--webpack', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...env },
});
// Ctrl-C reaches next itself (same process group); a TERM sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));
next.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
