import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { trackRequests } from './support/requests-settled';

/** Every request the page started and did not finish (refused, aborted, cancelled). */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) =>
    failed.push(`${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  return failed;
}

for (const path of ['/', '/meal-plans/', '/fresh-dog-food/beef/', '/auth/login/', '/onboarding/']) {
  test(`loading ${path} leaves no request failed or aborted`, async ({ page }) => {
    const failed = failedRequests(page);
    const requests = trackRequests(page);
    await page.goto(path);
    // Loaded, idle work run, nothing in flight: whatever the load itself fires has finished.
    await requests.settled();
    expect(failed).toEqual([]);
  });
}
