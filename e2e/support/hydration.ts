import type { Page } from '@playwright/test';

/**
 * Waits until the page has hydrated (<html data-hydrated>, src/ui/hydration-mark.ts). A public
 * page's scripts load after its first paint, so `page.goto` can return before they have run.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
