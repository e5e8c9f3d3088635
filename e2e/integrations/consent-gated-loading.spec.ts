import type { Page } from '@playwright/test';
import { STAND_IN } from '../stand-ins/integrations-env.mjs';
import { expect, test } from './fixtures';
import { afterIdleWork } from '../support/after-idle-work';

// Every integration is configured against the local stand-in. Tracking (tag manager, RUM and
// session replay, experiment hits) waits for consent; the policy must allow what loads (a blocked
// request would show as a console error).
test.use({ consent: null });

function standInRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(STAND_IN)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies, your call' });
const rumStarted = (page: Page) =>
  page.evaluate(() => {
    const rum = (window as { DD_RUM?: { getInitConfiguration?: () => unknown } }).DD_RUM;
    return Boolean(rum?.getInitConfiguration?.());
  });

test('the tag manager and RUM load only once the visitor accepts', async ({
  page,
  consoleErrors,
}) => {
  const requests = standInRequests(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await afterIdleWork(page);
  expect(requests.filter((path) => path === '/gtm.js')).toEqual([]);
  expect(requests.filter((path) => path.startsWith('/rum'))).toEqual([]);
  expect(await rumStarted(page)).toBe(false);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => requests.includes('/gtm.js')).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as { __standIn?: { tagManager?: boolean } }).__standIn?.tagManager,
      ),
    )
    .toBe(true);
  await expect.poll(() => rumStarted(page), { timeout: 10_000 }).toBe(true);

  // Outside production the data layer's names carry the test prefix.
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event),
  );
  expect(events).toContain('[TEST] - Page Viewed');
  expect(consoleErrors).toEqual([]);
});

test('a visitor who declines gets no tracking, on this page or the next', async ({
  page,
  consoleErrors,
}) => {
  const requests = standInRequests(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Only necessary' }).click();
  // The choice is made (a click before the page has hydrated is held until it has).
  await expect(banner(page)).toBeHidden();
  await page.goto('/faqs/');
  await afterIdleWork(page);

  expect(requests.filter((path) => path === '/gtm.js' || path.startsWith('/rum'))).toEqual([]);
  expect(await rumStarted(page)).toBe(false);
  expect(await page.evaluate(() => window.dataLayer?.length ?? 0)).toBe(0);
  expect(consoleErrors).toEqual([]);
});
