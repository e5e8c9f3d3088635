import type { Page } from '@playwright/test';

// Every script of the build: the page's own (Next's `<script defer>` in the head) and its chunks.
const PAGE_SCRIPT = /\/_next\/static\/chunks\/.*\.js$/;

/**
 * Holds every script of the build until `release()`: what a slow network does to a page whose
 * HTML has arrived and painted while its code has not, so the page is not hydrated yet.
 * `requested` settles when the first script is asked for (the browser has its HTML by then).
 * Go to the page with `waitUntil: 'commit'`: the deferred scripts hold `domcontentloaded`.
 */
export async function holdPageScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(PAGE_SCRIPT, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { requested: page.waitForRequest(PAGE_SCRIPT), release };
}

/** Aborts every script request: the page as a browser with its scripts blocked meets it. */
export async function blockScripts(page: Page) {
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? route.abort() : route.fallback(),
  );
}
