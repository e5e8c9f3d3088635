import { expect, seriousA11yViolations, test } from './fixtures/test';
import { SiteHeader } from './pages/site-header';
import { subscribeThroughApi } from './support/api-customer';
import { uniqueTag } from './support/clock';
import { signInAsStaff } from './support/staff';

for (const path of [
  '/',
  '/does-not-exist/',
  '/maintenance/',
  '/auth/login/',
  '/auth/forgot-password/',
  '/admin/login/',
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

test('axe finds no serious or critical violation on the account’s edit pages', async ({ page }) => {
  test.slow();
  await subscribeThroughApi(page, `a11y-edit-${uniqueTag()}@example.test`, 'Biscuit');
  await page.goto('/account/edit-recipes/');
  // The recipe cards keep their checkboxes, reached and ticked from the keyboard.
  const pork = page.getByRole('checkbox', { name: 'Fresh Pork' });
  await pork.focus();
  await page.keyboard.press('Space');
  await expect(pork).toBeChecked();
  await expect(pork).toHaveAccessibleDescription('Contains: Pork, Egg, Fish');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto('/account/edit-payment/');
  await expect(page.getByRole('list', { name: 'Saved cards' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto('/account/my-info/');
  await expect(page.getByRole('region', { name: 'Delivery address' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on the console pages', async ({ page }) => {
  // Six pages, each checked by axe: more than one page's time.
  test.slow();
  await signInAsStaff(page, { role: 'owner' });
  for (const path of [
    '/admin/',
    '/admin/staff/',
    '/admin/audit/',
    '/admin/jobs/',
    '/admin/reports/',
    '/admin/security/',
  ]) {
    await page.goto(path);
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
});

test('axe finds no serious or critical violation on the fulfilment console', async ({ page }) => {
  await signInAsStaff(page, { role: 'fulfilment' });
  await page.goto('/admin/fulfilment/');
  await expect(page.getByRole('table', { name: 'Delivery dates' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on the orders list and a date’s whole-date actions', async ({
  page,
}) => {
  test.slow();
  await signInAsStaff(page, { role: 'owner' });
  await page.goto('/admin/orders/');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Any real day shows the panel (a far one is a forecast with nothing on it).
  await page.goto('/admin/fulfilment/2031-03-04/');
  const whole = page.getByRole('region', { name: 'Whole date' });
  await expect(whole.getByRole('button', { name: 'Move the date…' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the axe check names a page’s serious violations, after a client-side change too', async ({
  page,
}) => {
  // Every check above passes on an empty list: this one shows the check sees what it must.
  await page.goto('/');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'unlabelled-image';
    image.src = '/favicon.ico';
    document.querySelector('main')?.append(image);
  });
  expect(await seriousA11yViolations(page)).toEqual([
    expect.stringMatching(/^image-alt \(critical\)/),
  ]);
  // A second check on the same document (axe already loaded in it) sees a later change.
  await page.evaluate(() => {
    document.getElementById('unlabelled-image')?.remove();
    document.querySelector('main')?.append(document.createElement('button'));
  });
  expect(await seriousA11yViolations(page)).toEqual([
    expect.stringMatching(/^button-name \(critical\)/),
  ]);
});
