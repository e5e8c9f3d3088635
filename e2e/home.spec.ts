import { expect, test } from './fixtures/test';

test.describe('home page', () => {
  test('is served with its styles already in the HTML', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<style[^>]*data-styled/);
    expect(html).toContain('<h1');
  });

  test('renders the landing page and leads to the quiz', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Ollie/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const getStarted = page.getByRole('main').getByRole('link', { name: 'Get started' }).first();
    await expect(getStarted).toHaveAttribute('href', /^\/onboarding\/?$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    // Outside production the shop never asks to be indexed.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('sends the security headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

test.describe('crawlers', () => {
  test('robots.txt keeps a non-production shop out of the index', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Disallow: /');
  });

  test('sitemap.xml lists the home page', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    expect(await response.text()).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>/);
  });
});
