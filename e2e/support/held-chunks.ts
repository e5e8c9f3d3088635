import type { Page } from '@playwright/test';

// A chunk loaded after the first load (`<number>.<hash>.js`), not one the page's HTML names.
const LATER_CHUNK = /\/_next\/static\/chunks\/\d+\.[0-9a-f]+\.js$/;

/**
 * Holds every chunk the page asks for after its first load until `release()`: what a slow
 * network does to the parts that hydrate after the page (lazyHydrated). `requested` settles when
 * the first of them is asked for, i.e. once the page itself has hydrated.
 */
export async function holdLaterChunks(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(LATER_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return { requested: page.waitForRequest(LATER_CHUNK), release };
}
