import { STAND_IN } from '../stand-ins/integrations-env.mjs';
import { expect, test } from './fixtures';
import { afterIdleWork } from '../support/after-idle-work';

// The stand-in decision API answers an A/B test that turns OLLIE_APP_BANNER on (off by default).
test.describe('experiments', () => {
  test.use({ consent: 'granted' });

  test("Flagship's answer shows the app banner, the visitor keeps their id, and the test is reported", async ({
    page,
    context,
    consoleErrors,
  }) => {
    const decisions: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${STAND_IN}/v2/`)) decisions.push(request.url());
    });
    await page.goto('/');
    // The badges (and the flag's code) load once the visitor scrolls near the footer.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const banner = page.getByRole('heading', { level: 2, name: 'GET THE OLLIE APP' });
    await expect(banner).toBeVisible({ timeout: 10_000 });
    expect(decisions.some((url) => url.includes('/campaigns'))).toBe(true);

    const visitorId = (await context.cookies()).find((c) => c.name === 'ollie_visitor_id')?.value;
    expect(visitorId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await page.goto('/faqs/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(banner).toBeVisible({ timeout: 10_000 });
    expect((await context.cookies()).find((c) => c.name === 'ollie_visitor_id')?.value).toBe(
      visitorId,
    );

    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? []).find(
            (entry) => (entry as { event?: string }).event === '[TEST] - Flagship Test',
          ),
        ),
      )
      .toMatchObject({
        test_name: 'App banner test',
        variation_id: 'variation-banner-on',
        variation_name: 'Banner on',
      });
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('experiments without consent', () => {
  test.use({ consent: 'denied' });

  test('flags still follow Flagship, but no exposure is reported', async ({
    page,
    flagshipHosts,
    consoleErrors,
  }) => {
    const activations: string[] = [];
    page.on('request', (request) => {
      if (/activate/.test(request.url())) activations.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 2, name: 'GET THE OLLIE APP' })).toBeVisible({
      timeout: 10_000,
    });
    await afterIdleWork(page);
    expect(activations).toEqual([]);
    expect(flagshipHosts.filter((url) => url.includes('ariane.abtasty.com'))).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer?.length ?? 0)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
