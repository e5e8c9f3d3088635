// First-load JS of each prerendered page, as a modern browser downloads it: every
// <script src> in the page's HTML except the `noModule` legacy polyfills (which browsers that
// run modules skip), each gzipped as the server sends it (zlib's default level, which Next's
// compression uses). A script the HTML names but the build lacks is an error, not zero bytes.
//
// Enforced (over fails, and npm test runs this after the build):
//   - public pages: 150 kB, ARCHITECTURE.md's budget (which counts every script downloaded until
//     the page is interactive plus 2 s; this count, of the scripts the HTML names, is a lower
//     bound of it). Since issue 31 every page hydrates as one tree with Next's own deferred
//     scripts: 142-147 kB, of which React, Next's runtime and styled-components are ~126; the rest
//     is the layout every page renders (header, footer, consent banner) and the page's own code.
//   - account, (onboarding) checkout and confirmation: 230 kB. They need the API client, SWR and
//     the form library from the first paint.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const PUBLIC_LIMIT_BYTES = 150 * 1000;
const APP_BUDGET_BYTES = 230 * 1000;
const APP_ROUTES = /^\/(account|onboarding\/checkout|checkout|confirmation)(\/|$)/;
const isAppRoute = (route) => APP_ROUTES.test(route);
const budgetOf = (route) => (isAppRoute(route) ? APP_BUDGET_BYTES : PUBLIC_LIMIT_BYTES);
const pagesDir = join(root, '.next', 'server', 'pages');
const staticDir = join(root, '.next');

if (!existsSync(pagesDir)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const gzipCache = new Map();
function gzippedSize(src) {
  if (!gzipCache.has(src)) {
    const file = join(staticDir, decodeURIComponent(src.replace(/^\/_next\//, '')));
    if (!existsSync(file)) {
      console.error(`✖ ${src} is named by a page but missing from the build.`);
      process.exit(1);
    }
    gzipCache.set(src, gzipSync(readFileSync(file)).length);
  }
  return gzipCache.get(src);
}

/** Each script a module-capable browser runs on the first load (any attribute order). */
function firstLoadScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].flatMap(([, attributes]) => {
    const src = /\ssrc="([^"]+)"/i.exec(attributes)?.[1];
    if (!src || /\snomodule\b/i.test(attributes)) return [];
    return [src];
  });
}

let failed = false;
const rows = [];
for (const file of htmlFiles(pagesDir)) {
  const html = readFileSync(file, 'utf8');
  const scripts = firstLoadScripts(html);
  const total = scripts.reduce((sum, src) => sum + gzippedSize(src), 0);
  const route = '/' + relative(pagesDir, file).replace(/(index)?\.html$/, '');
  const budget = budgetOf(route);
  rows.push({
    route,
    kB: (total / 1000).toFixed(1),
    limit: budget / 1000,
    scripts: scripts.length,
  });
  if (total > budget) failed = true;
}
rows.sort((a, b) => a.route.localeCompare(b.route));
console.table(rows);
console.info(
  `Enforced (gzip): public pages ${PUBLIC_LIMIT_BYTES / 1000} kB (ARCHITECTURE.md), account and purchase flows ${APP_BUDGET_BYTES / 1000} kB.`,
);
if (failed) {
  console.error('✖ At least one page is over the first-load JS budget.');
  process.exit(1);
}
