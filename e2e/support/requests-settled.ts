import { expect, type Page } from '@playwright/test';
import { afterIdleWork } from './after-idle-work';

/**
 * Counts the page's requests in flight from now on. `settled()` waits until the load and the work
 * put off until idle have run and no request is left in flight: the condition a test means by
 * "the page has finished loading", where 'networkidle' only waited for a quiet half second.
 */
export function trackRequests(page: Page): { settled: () => Promise<void> } {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return {
    settled: async () => {
      await afterIdleWork(page);
      await expect.poll(() => inFlight, { message: 'requests still in flight' }).toBe(0);
    },
  };
}
