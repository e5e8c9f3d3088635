// The second half of `npm run build`: every server entry compiled to plain JavaScript in dist/,
// so that a release runs them with `node` alone after `npm prune --omit=dev` (no tsx). Our own
// code is bundled, with tsconfig.json's `@/` alias resolved; packages stay imports and load from
// the production dependencies at run time. esbuild runs here, at build time only. The browser
// journeys' entry (scripts/e2e-web.ts, with the test routes) is not among them: the e2e server
// compiles it for itself.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { DIST_DIR, SERVER_BUNDLE_OPTIONS, SERVER_ENTRIES, root } from './lib.mjs';

const outdir = join(root, DIST_DIR);
rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  ...SERVER_BUNDLE_OPTIONS,
  entryPoints: SERVER_ENTRIES,
  outdir,
  outExtension: { '.js': '.mjs' },
});
console.info(
  `Compiled ${Object.keys(SERVER_ENTRIES).length} server entries into ${DIST_DIR}/ in ${Date.now() - started} ms`,
);
