// The second half of `npm run build`: every server entry compiled to plain JavaScript in dist/,
// so that a release runs them with `node` alone after `npm prune --omit=dev` (no tsx). Our own
// code is bundled, with tsconfig.json's `@/` alias resolved; packages stay imports and load from
// the production dependencies at run time. esbuild runs here, at build time only.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { DIST_DIR, SERVER_ENTRIES, root } from './lib.mjs';

const outdir = join(root, DIST_DIR);
rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: SERVER_ENTRIES,
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
console.info(
  `Compiled ${Object.keys(SERVER_ENTRIES).length} server entries into ${DIST_DIR}/ in ${Date.now() - started} ms`,
);
