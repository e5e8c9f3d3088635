// `npm run budget`: the honest first-load budget. Each page of the production build loads in
// real Chromium, the tests' headless shell (a first visit: empty cache, no cookie choice), and
// every script it downloads from the start of the navigation until it is interactive (load event
// and React hydrated) plus 2 s is summed, gzipped (scripts/measure/scripts-downloaded.mjs). Each page loads at a phone's
// width (375 px) and a desktop's (1280 px), which hydrate different parts; the larger counts.
//
// Enforced (issue 31; over fails, and npm test runs this after the build):
//   - public pages: 150 kB.
//   - account and purchase pages, signed in as a new customer: 230 kB (they need the API
//     client, SWR and the form library from the first paint).
// `--verbose` lists each page's scripts, largest first; `--report-only` never fails; `--no-build`
// measures the build as it is (otherwise a stale one is rebuilt first).
import { ensureTestBrowser } from './lib.mjs';
import { launchChromium, freshVisitor, signInNewCustomer } from './measure/browser.mjs';
import { startMeasuredShop } from './measure/server.mjs';
import { scriptsDownloaded } from './measure/scripts-downloaded.mjs';

const PUBLIC_BUDGET = 150_000;
const ACCOUNT_BUDGET = 230_000;
const PAGES = [
  { path: '/', budget: PUBLIC_BUDGET },
  { path: '/fresh-dog-food/beef/', budget: PUBLIC_BUDGET },
  { path: '/meal-plans/', budget: PUBLIC_BUDGET },
  { path: '/onboarding/', budget: PUBLIC_BUDGET },
  { path: '/auth/login/', budget: PUBLIC_BUDGET },
  { path: '/faqs/', budget: PUBLIC_BUDGET },
  { path: '/account/', budget: ACCOUNT_BUDGET, signedIn: true },
  { path: '/account/my-info/', budget: ACCOUNT_BUDGET, signedIn: true },
  { path: '/onboarding/checkout/', budget: ACCOUNT_BUDGET, signedIn: true },
];
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const reportOnly = args.includes('--report-only');
const kB = (bytes) => (bytes / 1000).toFixed(1);
const shortName = (url) => new URL(url).pathname.replace(/^\/_next\/static\//, '');

/** How many pages load at once: each visit mostly waits (its 2 s window), so four share 2 cores. */
const AT_ONCE = 4;

/** `work` over every item, at most `limit` at a time, results in the items' order. */
async function inPool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

const { base, stop } = await startMeasuredShop('budget');
const browser = await launchChromium(ensureTestBrowser());
let failed = false;
let rows;
try {
  // Every page at both widths, loaded independently (a fresh visitor each).
  const visits = PAGES.flatMap((page) => [true, false].map((mobile) => ({ ...page, mobile })));
  const measured = await inPool(visits, AT_ONCE, async ({ path, signedIn, mobile }) => {
    const context = await freshVisitor(browser, base, { mobile });
    if (signedIn) await signInNewCustomer(context);
    const page = await context.newPage();
    const result = await scriptsDownloaded(page, path);
    await context.close();
    const total = result.scripts.reduce((sum, script) => sum + script.gzip, 0);
    if (result.finalPath !== new URL(path, base).pathname) {
      console.error(`✖ ${path} (${mobile ? 'phone' : 'desktop'}) ended on ${result.finalPath}`);
      failed = true;
    }
    return { ...result, total };
  });
  rows = PAGES.map(({ path, budget }, index) => {
    const [phone, desktop] = [measured[2 * index], measured[2 * index + 1]];
    const worst = phone.total >= desktop.total ? phone : desktop;
    if (worst.total > budget) failed = true;
    if (verbose) {
      const sorted = [...worst.scripts].sort((a, b) => b.gzip - a.gzip);
      for (const { url, gzip } of sorted)
        console.info(`  ${path}  ${kB(gzip)} kB  ${shortName(url)}`);
    }
    return {
      page: path,
      'phone kB': kB(phone.total),
      'desktop kB': kB(desktop.total),
      scripts: worst.scripts.length,
      'budget kB': budget / 1000,
      over: worst.total > budget ? `+${kB(worst.total - budget)}` : '',
      'prefetched kB (not counted)': kB(worst.prefetched.reduce((s, p) => s + p.gzip, 0)),
      // Four pages load at once: a rough time, not a measurement (that is `npm run bench`).
      'hydrated ms (4 at once)': Math.round(worst.hydrated),
    };
  });
} finally {
  await browser.close();
  stop();
}
console.table(rows);
console.info(
  `Budget (gzip, scripts downloaded until interactive + 2 s): public pages ${PUBLIC_BUDGET / 1000} kB, account and purchase pages ${ACCOUNT_BUDGET / 1000} kB.`,
);
if (failed) {
  console.error('✖ At least one page is over its script budget or did not load as asked.');
  if (!reportOnly) process.exit(1);
}
