// `npm run budget` (and npm test, after the build): only lighthouserc.cjs's script budget, one
// Lighthouse CI run a page with only the resource-summary audit. Script bytes are the same in every
// run, unlike the scores, so one run is the figure and the check stays out of the machine's noise.
const { ci, scriptBudget } = require('./lighthouserc.cjs');

const port = Number(process.env.LHCI_BUDGET_PORT ?? 9401);
const pages = ci.collect.url.map((url) => new URL(url).pathname);

module.exports = {
  ci: {
    collect: {
      ...ci.collect,
      url: pages.map((page) => `http://127.0.0.1:${port}${page}`),
      startServerCommand: `node scripts/lighthouse-server.mjs --port=${port}`,
      numberOfRuns: 1,
      settings: {
        ...ci.collect.settings,
        onlyCategories: undefined,
        onlyAudits: ['resource-summary'],
      },
    },
    assert: { assertions: scriptBudget },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/budget' },
  },
};
