import { expect, test } from './fixtures/test';
import { trackRequests } from './support/requests-settled';

// Each page hydrates as one tree: a part that rendered differently in the browser's first render
// than on the server (another router state, a stored choice read too early) would log a
// mismatch (React #418) and be rendered anew.
test.use({ consent: null });

for (const path of [
  '/',
  '/meal-plans/',
  '/faqs/',
  '/onboarding/',
  '/auth/login/',
  '/auth/forgot-password/',
  // The link's state is known only in the browser: the server renders "Checking your link…".
  '/auth/reset-password/?token=not-a-real-token',
]) {
  test(`the parts of ${path} hydrate without a mismatch`, async ({ page, consoleErrors }) => {
    const requests = trackRequests(page);
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Only necessary' })).toBeVisible();
    // Every lazily hydrated part has loaded (and would have logged a mismatch by now).
    await requests.settled();
    // Hydrated: the banner's buttons answer.
    await page.getByRole('button', { name: 'Only necessary' }).click();
    await expect(page.getByRole('button', { name: 'Only necessary' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

test('the reset page says a link without its id is not valid, once hydrated', async ({ page }) => {
  await page.goto('/auth/reset-password/?token=not-a-real-token');
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByText('Checking your link…')).toHaveCount(0);
});
