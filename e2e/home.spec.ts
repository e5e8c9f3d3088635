import { expect, test } from './fixtures/test';
import { hydrated } from './support/hydration';

test.describe('home page', () => {
  test('is served with its styles already in the HTML', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<style[^>]*data-styled/);
    expect(html).toContain('<h1');
  });

  test('names its scripts the way Next does: deferred, in the head', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = [...head.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag] of scripts) expect(tag).toMatch(/\sdefer\b/);
    expect(html).not.toContain('after-paint');
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

test.describe('footer', () => {
  // Once hydrated, the footer's links navigate on the client, and the page reached still has it.
  test('follows its links on the client and opens the cookie settings', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Support' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await footer.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faqs\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Followed on the client: the document (and this marker on its window) is still the first one.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect(footer.getByRole('heading', { name: 'Support' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();

    const consentBanner = page.getByRole('region', { name: 'Cookies, your call' });
    await expect(consentBanner).toBeHidden();
    await footer.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(consentBanner).toBeVisible();
    expect(consoleErrors).toEqual([]);
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
