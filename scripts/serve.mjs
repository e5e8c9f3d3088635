// `npm run serve`: the web process over an existing build (`npm run build`) on $PORT (default
// 3000): dist/web.mjs, run in this process so that SIGTERM reaches it and drains it cleanly.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST_DIR, root } from './lib.mjs';

const web = join(root, DIST_DIR, 'web.mjs');
if (!existsSync(web)) {
  console.error(`No compiled web server in ${DIST_DIR}/: run \`npm run build\` first.`);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(web).href);
