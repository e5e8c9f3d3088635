import { expect, seriousA11yViolations, test } from './fixtures/test';
import { SiteHeader } from './pages/site-header';

for (const path of [
  '/',
  '/does-not-exist/',
  '/maintenance/',
  '/auth/login/',
  '/auth/forgot-password/',
  // A link that is not valid: the page says so (the valid one is checked in email-skip-link).
  '/skip-box/?token=not-a-token',
]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violation with the product panel open', async ({ page }) => {
  await page.goto('/');
  await new SiteHeader(page).openProducts();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the mobile menu @mobile', async ({ page }) => {
  await page.goto('/');
  const header = new SiteHeader(page);
  await header.burger.click();
  await header.mobileMenu.waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
