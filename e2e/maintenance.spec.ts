import { signInAsStaff } from './support/staff';
import { expect, test } from './fixtures/test';

/**
 * The shop-wide maintenance switch, flipped the way an owner does it: in the console. It closes
 * the whole shop, so this file runs in its own Playwright project after every other journey
 * (playwright.config.ts). To run it alone: `npx playwright test e2e/maintenance.spec.ts --no-deps`.
 */
const CUSTOMER_PAGE = '/how-it-works/';

test('an owner turns maintenance on in the console, customers get 503, then the shop is back', async ({
  page,
  newContext,
  baseURL,
}) => {
  const customerContext = await newContext();
  await customerContext.addCookies([{ name: 'ollie_consent', value: 'denied', url: baseURL! }]);
  const customer = await customerContext.newPage();
  expect((await customer.goto(CUSTOMER_PAGE))?.status()).toBe(200);

  const owner = await signInAsStaff(page, { role: 'owner' });
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Maintenance' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance mode' })).toBeVisible();
  await expect(page.getByText('The shop is open.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn maintenance mode on…' }).click();
  await expect(
    page.getByText(/Customers will see the “Under Maintenance” page/, { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, turn maintenance mode on' }).click();
  await expect(page.getByRole('status')).toHaveText('Maintenance mode is on.');
  await expect(page.getByText(`Turned on by E2E owner (${owner.email}) on`)).toBeVisible();

  // Customers: the 503 page for pages, a JSON 503 for the API; the health check still answers.
  await expect
    .poll(async () => (await customer.goto(CUSTOMER_PAGE))?.status(), { timeout: 5_000 })
    .toBe(503);
  await expect(customer.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible();
  // Served at the page's own address, never through a redirect: a browser keeps a permanent one
  // and would go on showing the maintenance page once the shop is back.
  expect(new URL(customer.url()).pathname).toBe(CUSTOMER_PAGE);
  await expect(customer.getByRole('link', { name: 'Run back home' })).toHaveCount(0);
  const api = await customer.request.get('/api/v3/products/');
  expect(api.status()).toBe(503);
  expect(await api.json()).toMatchObject({ code: 'service_unavailable' });
  expect((await customer.request.get('/api/v3/health/')).status()).toBe(200);

  // The console stays open: the owner reloads it and turns maintenance off.
  expect((await page.reload())?.status()).toBe(200);
  await expect(
    page.getByText('Maintenance mode is on: customers see the maintenance page.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Turn maintenance mode off' }).click();
  await expect(page.getByRole('status')).toHaveText('Maintenance mode is off: the shop is open.');
  await expect(page.getByText(`Turned off by E2E owner (${owner.email}) on`)).toBeVisible();

  await expect
    .poll(async () => (await customer.goto(CUSTOMER_PAGE))?.status(), { timeout: 5_000 })
    .toBe(200);
  await expect(customer.getByRole('heading', { name: 'Under Maintenance' })).toHaveCount(0);
  await customerContext.close();

  // Both changes are in the audit log.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('cell', { name: 'maintenance.turn_on' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'maintenance.turn_off' }).first()).toBeVisible();
});

test('support does not see the switch', async ({ page }) => {
  await signInAsStaff(page, { role: 'support' });
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Maintenance' }),
  ).toHaveCount(0);
  expect((await page.goto('/admin/maintenance/'))?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available to your role');
});
