// `npm run lighthouse`: Lighthouse CI (`lhci autorun`) on the public pages of the production build
// over a fresh embedded database (scripts/lighthouse-server.mjs), mobile, Lighthouse's default
// simulated throttling, three runs a page. It fails when a page's median score misses the budget
// in docs/performance.md (performance 90, accessibility, best practices and SEO 100) or its
// scripts weigh more than the framework floor's plus 15 kB. Reports: .lighthouseci/.
// Run it alone on the machine: a busy CPU lowers the performance score (not the script bytes).
const { ensureTestBrowser } = require('./scripts/lib.mjs');

const port = Number(process.env.LHCI_PORT ?? 9400);

const PAGES = [
  '/',
  '/fresh-dog-food/beef/',
  '/baked-dog-food/chicken/',
  '/meal-plans/',
  '/onboarding/',
  '/auth/login/',
  '/faqs/',
];

/**
 * Scripts the framework's floor downloads (../shared/perf/floor: a bare Next pages-router page with
 * styled-components and the shop's two fonts, built from this node_modules), as this Lighthouse
 * counts them (resource-summary: transfer size, headers included): 129,245 bytes in 7 requests,
 * 2026-12-02 (docs/performance.md). floor-ratio.mjs counts bodies only: its "123 kB".
 */
const FLOOR_SCRIPT_BYTES = 129_245;
/** Issue 57: a page may add 15 kB of script to the floor's (floor-ratio.mjs's kB: 1,024 bytes). */
const SCRIPT_BUDGET_BYTES = FLOOR_SCRIPT_BYTES + 15 * 1024;

const scriptBudget = {
  'resource-summary:script:size': ['error', { maxNumericValue: SCRIPT_BUDGET_BYTES }],
};

module.exports = {
  scriptBudget,
  ci: {
    collect: {
      url: PAGES.map((page) => `http://127.0.0.1:${port}${page}`),
      startServerCommand: `node scripts/lighthouse-server.mjs --port=${port}`,
      startServerReadyPattern: 'Lighthouse server ready',
      // Migrating and seeding the embedded database on a busy machine.
      startServerReadyTimeout: 120_000,
      numberOfRuns: 3,
      // The system's headless Chromium, the browser the journeys run in: nothing is downloaded.
      chromePath: ensureTestBrowser(),
      settings: {
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Every build but a production one with NEXT_PUBLIC_ALLOW_INDEXING asks search engines
        // not to index it (robots meta, by design), which this audit would count against SEO.
        skipAudits: ['is-crawlable'],
        chromeFlags: '--no-sandbox',
      },
    },
    assert: {
      // Each page's median over its runs, as docs/performance.md states the budget.
      aggregationMethod: 'median',
      assertions: {
        'categories:performance': ['error', { minScore: 0.9 }],
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
        ...scriptBudget,
      },
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
