// Measures the first-load JavaScript of each prerendered page: every <script src> a modern browser
// loads before the page is interactive, gzipped. Public pages keep ARCHITECTURE.md's 160 kB; the
// signed-in and purchase flows (account, checkout, confirmation) need the API client,
// SWR and the form library from the first paint and get their own, larger budget.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const PUBLIC_BUDGET_BYTES = 160 * 1000;
const APP_BUDGET_BYTES = 230 * 1000;
const APP_ROUTES = /^\/(account|onboarding\/checkout|checkout|confirmation)(\/|$)/;
const budgetOf = (route) => (APP_ROUTES.test(route) ? APP_BUDGET_BYTES : PUBLIC_BUDGET_BYTES);
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
    const file = join(staticDir, src.replace(/^\/_next\//, ''));
    gzipCache.set(src, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipCache.get(src);
}

let failed = false;
const rows = [];
for (const file of htmlFiles(pagesDir)) {
  const html = readFileSync(file, 'utf8');
  // nomodule scripts (legacy polyfills) are skipped by every browser that runs modules.
  const scripts = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"/g)]
    .filter((match) => !/nomodule/i.test(match[1]))
    .map((match) => match[2]);
  const total = scripts.reduce((sum, src) => sum + gzippedSize(src), 0);
  const route = '/' + relative(pagesDir, file).replace(/(index)?\.html$/, '');
  const budget = budgetOf(route);
  rows.push({
    route,
    kB: (total / 1000).toFixed(1),
    budget: budget / 1000,
    scripts: scripts.length,
  });
  if (total > budget) failed = true;
}
rows.sort((a, b) => a.route.localeCompare(b.route));
console.table(rows);
console.info(
  `Budgets (gzip): public pages ${PUBLIC_BUDGET_BYTES / 1000} kB, account and purchase flows ${APP_BUDGET_BYTES / 1000} kB`,
);
if (failed) {
  console.error('✖ At least one page is over the first-load JS budget.');
  process.exit(1);
}
