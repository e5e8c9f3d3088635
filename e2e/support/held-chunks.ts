import type { Page } from '@playwright/test';

// A chunk loaded after the first load (`<number>.<hash>.js`), not one the page's HTML names.
const LATER_CHUNK = /\/_next\/static\/chunks\/\d+\.[0-9a-f]+\.js$/;
// Any script of the build, the page's own first-load scripts included.
const ANY_SCRIPT = /\/_next\/static\/.*\.js$/;

/** Holds every script matching `pattern` until `release()`; `requested` settles on the first. */
async function holdScripts(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { requested: page.waitForRequest(pattern), release };
}

/**
 * Holds every chunk the page asks for after its first load until `release()`: what a slow
 * network does to the parts that hydrate after the page (lazyHydrated). `requested` settles when
 * the first of them is asked for, i.e. once the page itself has hydrated.
 */
export const holdLaterChunks = (page: Page) => holdScripts(page, LATER_CHUNK);

/**
 * Holds every script, the page's own included, until `release()`: the page paints but does not
 * hydrate. On a public page they are asked for after the first paint, so `requested` settles once
 * the page has painted.
 */
export const holdPageScripts = (page: Page) => holdScripts(page, ANY_SCRIPT);
