import { expect, test } from './fixtures/test';

test.describe('error pages', () => {
  // With tracking allowed, so the error page's analytics event can be seen on the data layer.
  test.use({ consent: 'granted' });

  test('an unknown page answers 404 with Whoops!', async ({ page }) => {
    const response = await page.goto('/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Whoops!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Run back home' })).toHaveAttribute(
      'href',
      /^\/account\/?$/,
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Recorded once the analytics code has loaded (see ErrorFrame).
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).map((entry) => String(entry.event))))
      .toContainEqual(expect.stringContaining('Error Page Viewed'));
  });

  test('a path without its trailing slash is redirected, not lost', async ({ request }) => {
    const response = await request.get('/does-not-exist', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toMatch(/\/does-not-exist\/$/);
  });

  test('the maintenance page answers 503 without the way home', async ({ page }) => {
    const response = await page.goto('/maintenance/');
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Run back home' })).toHaveCount(0);
  });

  test('an unknown API path answers JSON, not a page', async ({ request }) => {
    const response = await request.get('/api/v3/no-such-thing/');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  test('the API is answered without a redirect, slash or not', async ({ request }) => {
    for (const path of ['/api/v3/health/', '/api/v3/health']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });
});
