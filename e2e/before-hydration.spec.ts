import { expect, test } from './fixtures/test';
import { SiteHeader } from './pages/site-header';
import { blockScripts, holdPageScripts } from './support/held-chunks';

// What a visitor can do before the page's code has run: links navigate as plain links, and a
// button that needs the code is disabled (it says so) rather than taking a click and dropping it.

test.describe('before the page has hydrated', () => {
  test('a header link clicked while the scripts are still on their way navigates', async ({
    page,
  }) => {
    const scripts = await holdPageScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await scripts.requested;
    const header = new SiteHeader(page);
    await expect(header.mainNav).toBeVisible();
    // Not hydrated yet: the button that needs the code says it cannot be used.
    await expect(header.ourProducts).toBeDisabled();

    await header.mainNav.getByRole('link', { name: 'Meal Plans' }).click();
    await expect(page).toHaveURL(/\/meal-plans\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    scripts.release();
  });

  test('Our Products works once the held scripts have arrived', async ({ page }) => {
    const scripts = await holdPageScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await scripts.requested;
    const header = new SiteHeader(page);
    await expect(header.ourProducts).toBeDisabled();
    scripts.release();
    await header.openProducts();
    await expect(header.productPanel).toBeVisible();
  });
});

test.describe('with scripts blocked', () => {
  test.beforeEach(async ({ page }) => blockScripts(page));

  test('the home page’s main links still navigate', async ({ page }) => {
    const header = new SiteHeader(page);
    await page.goto('/');
    await header.mainNav.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/how-it-works\/$/);

    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Get started' }).first().click();
    await expect(page).toHaveURL(/\/onboarding\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Who are we feeding?' }),
    ).toBeVisible();

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faqs\/$/);

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Ollie home' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('buttons that need the code are disabled, not silently dead', async ({ page }) => {
    await page.goto('/');
    await expect(new SiteHeader(page).ourProducts).toBeDisabled();
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }),
    ).toBeDisabled();

    // A form whose sending needs the code cannot be sent natively (no password in a GET query).
    await page.goto('/auth/login/');
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByLabel('Password').fill('walks in the rain');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await page.getByLabel('Password').press('Enter');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(navigations).toEqual([]);
    await expect(page).toHaveURL(/\/auth\/login\/$/);

    await page.goto('/onboarding/');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
