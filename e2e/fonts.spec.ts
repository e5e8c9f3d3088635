import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { holdPageScripts } from './support/held-chunks';
import { hydrated } from './support/hydration';

// Two self-hosted faces (src/ui/theme/fonts.ts): the text face is preloaded; the heading face
// waits for hydration, so on a slow link its 38 kB do not compete with the scripts.
const FONT_FILE = /\/_next\/static\/media\/[^/]+\.woff2$/;

/** Every font file the page has asked for, counted once the fonts in use have settled. */
async function fontFilesRequested(page: Page, requested: Set<string>) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return requested.size;
}

test('the heading font is fetched once the page has hydrated, not before', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (FONT_FILE.test(request.url())) requested.add(request.url());
  });
  const scripts = await holdPageScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await scripts.requested;
  // Painted, headings laid out, scripts still held: the text face only.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await fontFilesRequested(page, requested)).toBe(1);
  scripts.release();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect.poll(() => fontFilesRequested(page, requested)).toBe(2);
});
