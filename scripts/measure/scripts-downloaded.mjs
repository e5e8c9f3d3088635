// Every script a page downloads from the start of its navigation until it is interactive plus
// 2 s, as Chromium fetched it, each body gzipped with zlib's default level (what Next's
// compression sends), so the number does not depend on whether this server compresses.
import { gzipSync } from 'node:zlib';
import { addProbe, hydratedAt } from './probe.mjs';

/**
 * The window after hydration in which chunks fetched at once (next/dynamic parts, client-only
 * extras, the consent banner's code) are still counted: the one fixed wait in the budget.
 */
export const AFTER_INTERACTIVE_MS = 2_000;

/**
 * Loads `path` in the page and resolves with the scripts it downloaded: `{ url, gzip }` each,
 * plus `prefetched` (speculative `<link rel=prefetch>` chunks of other pages: listed, not counted,
 * because the browser fetches them at idle priority and does not run them), the hydration time
 * and the final path (a redirect measures another page than asked).
 */
export async function scriptsDownloaded(page, path) {
  const requests = [];
  let counting = true;
  page.on('request', (request) => {
    if (counting) requests.push(request);
  });
  await addProbe(page);
  await page.goto(path, { waitUntil: 'load' });
  // Interactive: every script the document names has run (the load event) and React has
  // committed the page's hydration (src/pages/_app.tsx's first effect, see probe.mjs).
  const hydrated = await hydratedAt(page, 30_000);
  await page.waitForTimeout(AFTER_INTERACTIVE_MS);
  counting = false;

  const scripts = [];
  const prefetched = [];
  for (const request of requests) {
    const type = request.resourceType();
    const isPrefetch = type === 'other' && /\.js(\?|$)/.test(request.url());
    if (type !== 'script' && !isPrefetch) continue;
    const response = await request.response();
    if (!response || !response.ok()) continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    const entry = { url: request.url(), gzip: gzipSync(body).length };
    (type === 'script' ? scripts : prefetched).push(entry);
  }
  return { scripts, prefetched, hydrated, finalPath: new URL(page.url()).pathname };
}
