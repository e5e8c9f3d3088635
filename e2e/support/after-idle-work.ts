import type { Page } from '@playwright/test';

/**
 * Waits until the work the page put off until the browser is idle has run: third parties start
 * from `whenIdle` (requestIdleCallback) once the page has loaded. Idle callbacks run in the order
 * they were queued, so once two of ours queued after load have run (the second catches work the
 * first round queued), every loader has made its choice, and any script it chose to load has been
 * requested. A test that asserts something did NOT load waits for this instead of a fixed time.
 */
export async function afterIdleWork(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round += 1) {
      await new Promise<void>((resolve) => {
        window.requestIdleCallback(() => resolve(), { timeout: 5000 });
      });
    }
  });
}
