import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

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
    await page.goto(path);
    // Loaded and hydrated, then idle: whatever the load itself fires has finished by then.
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
  });
}
