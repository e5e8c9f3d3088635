import { expect, test } from './fixtures/test';

// Two self-hosted faces (src/ui/theme/fonts.ts) through next/font: the browser asks for each as
// soon as the page uses it, whether or not the page's scripts ever run.
const FONT_FILE = /\/_next\/static\/media\/[^/]+\.woff2$/;

test.use({ javaScriptEnabled: false });

test('headings get the brand face without JavaScript', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (FONT_FILE.test(request.url())) requested.add(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => requested.size).toBe(2);
});
