// `npm run lighthouse [-- --runs=3] [-- --pages=/,/faqs/]`: Lighthouse 12 (mobile, its default
// simulated throttling) on the public pages of the production build over a fresh embedded
// database, each page several times; prints the median of each score and of TBT, LCP and CLS,
// and fails when a median misses ARCHITECTURE.md's budget (performance 95, the others 100).
// Run it alone on the machine (`flock /tmp/heavy.lock npm run lighthouse`): a busy CPU lowers
// the performance score. Reports are kept in .lighthouse/. SEO leaves out `is-crawlable` (this
// build is noindex on purpose); --with-crawlable keeps it, for a production build.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  bin,
  buildAll,
  buildIsStale,
  distEntry,
  findChromium,
  root,
  runOrExit,
  serverBuildIsStale,
  startProductionServer,
} from './lib.mjs';

const DEFAULT_PAGES = [
  '/',
  '/fresh-dog-food/beef/',
  '/baked-dog-food/chicken/',
  '/meal-plans/',
  '/onboarding/',
  '/auth/login/',
  '/faqs/',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const args = process.argv.slice(2);
const valueOf = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(valueOf('runs') ?? 3);
const pages = valueOf('pages')?.split(',') ?? DEFAULT_PAGES;
const chrome = findChromium();
if (!chrome) {
  console.error('Lighthouse needs Chromium: set CHROME_PATH or install /usr/bin/chromium.');
  process.exit(1);
}

const env = { NEXT_TELEMETRY_DISABLED: '1', APP_ENV: 'test', WORKER: 'off' };
const dataDir = join(root, '.data', 'lighthouse');
rmSync(dataDir, { recursive: true, force: true });
env.PGLITE_DIR = join(dataDir, 'pglite');
await buildAll({ when: { next: buildIsStale(), server: serverBuildIsStale() } });
await runOrExit('Lighthouse database: migrate', process.execPath, distEntry('db-migrate'), { env });
await runOrExit('Lighthouse database: seed', process.execPath, distEntry('db-seed'), { env });
const { base, stop } = await startProductionServer(env);

const reportDir = join(root, '.lighthouse');
mkdirSync(reportDir, { recursive: true });

function lighthouse(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin('lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        `--only-categories=${CATEGORIES.join(',')}`,
        // Every build but a production one with NEXT_PUBLIC_ALLOW_INDEXING asks search engines
        // not to index it (robots meta, by design), which this audit would count against SEO.
        ...(args.includes('--with-crawlable') ? [] : ['--skip-audits=is-crawlable']),
        '--chrome-flags=--headless=new --no-sandbox',
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: chrome },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`lighthouse ${url}: ${err}`)),
    );
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

console.info(`\n▶ Lighthouse (mobile), ${runs} runs per page, medians`);
const rows = [];
let failed = false;
for (const page of pages) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const report = await lighthouse(base + page);
    const name = page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(reportDir, `${name}-${run + 1}.json`), JSON.stringify(report));
    results.push(report);
  }
  const row = { page };
  for (const category of CATEGORIES) {
    const score = median(results.map((r) => Math.round((r.categories[category].score ?? 0) * 100)));
    row[category] = score;
    if (score < TARGETS[category]) failed = true;
  }
  const audit = (id) => median(results.map((r) => r.audits[id].numericValue ?? 0));
  row['TBT ms'] = Math.round(audit('total-blocking-time'));
  row['LCP ms'] = Math.round(audit('largest-contentful-paint'));
  row['FCP ms'] = Math.round(audit('first-contentful-paint'));
  row.CLS = audit('cumulative-layout-shift').toFixed(3);
  rows.push(row);
  console.info(JSON.stringify(row));
}
stop();
console.table(rows);
console.info(
  `load average (1, 5, 15 min): ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
if (failed) {
  console.error(
    '✖ Some page is under the Lighthouse budget (performance 95, accessibility, best practices and SEO 100).',
  );
  process.exit(1);
}
