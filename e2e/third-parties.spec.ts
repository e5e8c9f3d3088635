import { expect, test } from './fixtures/test';
import { afterIdleWork } from './support/after-idle-work';

// This suite's server has no integration configured: whatever the visitor allows, the shop must not
// reach any third party, and the policy must not have to block anything (no console errors).
test.use({ consent: 'granted' });

const PAGES = ['/', '/fresh-dog-food/', '/faqs/', '/onboarding/', '/auth/login/'];

test('with no integration configured, pages make no third-party request', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) {
      foreign.push(url);
    }
  });

  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Third parties start once the browser is idle after load: give them the chance to misbehave.
    await afterIdleWork(page);
  }

  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => 'Intercom' in window || 'DD_RUM' in window)).toBe(false);
  expect(consoleErrors).toEqual([]);
});
