import { expect, seriousA11yViolations, test } from './fixtures/test';

test.use({ consent: null });

test.describe('cookie consent', () => {
  test('asks once, remembers the choice across reloads, and can be changed from the footer', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies, your call' });
    await expect(banner).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'ollie_consent');
    expect(cookie?.value).toBe('granted');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await expect(banner).toContainText('You currently allow these cookies.');
    await banner.getByRole('button', { name: 'Only necessary' }).click();
    await expect(banner).toBeHidden();

    await page.goto('/faqs/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'ollie_consent')?.value).toBe('denied');
    expect(consoleErrors).toEqual([]);
  });

  test('is reachable from the keyboard', async ({ page }) => {
    await page.goto('/');
    const accept = page.getByRole('button', { name: 'Accept all' });
    await expect(accept).toBeVisible();
    await accept.focus();
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Cookies, your call' })).toBeHidden();
  });

  test.describe('before the app has loaded', () => {
    // The shop's scripts never arrive: what shows is the server-rendered page as first painted.
    test.beforeEach(async ({ page }) => {
      await page.route('**/_next/static/chunks/**', (route) => route.abort());
    });

    test('a first visit sees the banner with the page', async ({ page }) => {
      await page.goto('/auth/login/');
      await expect(page.getByRole('region', { name: 'Cookies, your call' })).toBeVisible();
    });

    test('a visitor who chose before never sees it flash', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'ollie_consent', value: 'granted', url: baseURL! }]);
      await page.goto('/auth/login/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookies, your call' })).toBeHidden();
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner, whose buttons could not work, is not shown', async ({ page }) => {
    await page.goto('/faqs/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies, your call' })).toBeHidden();
  });
});
