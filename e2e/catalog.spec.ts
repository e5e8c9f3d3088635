import { expect, seriousA11yViolations, test } from './fixtures/test';
import { holdPageScripts } from './support/held-chunks';
import { hydrated } from './support/hydration';

test.describe('catalogue and content pages', () => {
  test('every route in the sitemap answers 200', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(paths.length).toBeGreaterThanOrEqual(22);
    for (const path of paths) {
      const response = await request.get(new URL(path, baseURL).toString());
      expect(response.status(), path).toBe(200);
    }
  });

  test('a recipe page shows what is inside, its analysis and its price per week', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/fresh-dog-food/beef/');
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh Beef' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Fresh Beef' }).getByText(/^\$\d+\.\d{2} PER WEEK$/),
    ).toBeVisible();
    const inside = page.getByRole('region', { name: /What.s inside/ });
    await expect(inside.getByRole('heading', { name: 'Sweet potato' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Calorie content (ME)' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '1,420 kcal/kg' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the fresh recipes list links each recipe with a 280x210 card', async ({ page }) => {
    await page.goto('/fresh-dog-food/');
    const cards = page.getByRole('list', { name: 'Fresh dog food' }).getByRole('link');
    await expect(cards).toHaveCount(4);
    const image = cards.first().locator('img');
    await expect(image).toHaveAttribute('width', '280');
    await expect(image).toHaveAttribute('height', '210');
    await cards.filter({ hasText: 'Fresh Turkey' }).click();
    await expect(page).toHaveURL(/\/fresh-dog-food\/turkey\/$/);
  });

  // Once hydrated, a content page's links (its text's and the footer's) navigate on the client.
  test('a content page’s links navigate on the client once it has hydrated', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/learning-resources/');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Learning resources' })).toBeVisible();
    await expect(
      main.getByRole('heading', { name: 'Reading a guaranteed analysis' }),
    ).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await main.getByRole('link', { name: 'Try the portion calculator' }).click();
    await expect(page).toHaveURL(/\/meal-plans\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL(/\/terms\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    await expect(page).toHaveTitle(/^Terms of service \|/);
    // Followed on the client: the document (and this marker on its window) is still the first one.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('the portion calculator shows its working and reacts to the dog', async ({ page }) => {
    await page.goto('/meal-plans/');
    await expect(
      page.getByRole('heading', { name: '794 kcal per day, 397 kcal per meal' }),
    ).toBeVisible();
    await page.getByLabel('Current weight (lb)').fill('60');
    await page.getByLabel('Activity level').selectOption('high');
    await expect(
      page.getByRole('heading', { name: '1,601 kcal per day, 801 kcal per meal' }),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /Half-fresh/ })).toBeVisible();
  });

  test('the portion calculator takes input only once the page has hydrated', async ({ page }) => {
    const scripts = await holdPageScripts(page);
    await page.goto('/meal-plans/', { waitUntil: 'commit' });
    await scripts.requested;
    const weight = page.getByLabel('Current weight (lb)');
    await expect(weight).toBeDisabled();
    scripts.release();
    await weight.fill('60');
    await expect(
      page.getByRole('heading', { name: '1,335 kcal per day, 668 kcal per meal' }),
    ).toBeVisible();
  });

  test('the FAQ search counts what was typed before the page hydrated', async ({ page }) => {
    const scripts = await holdPageScripts(page);
    await page.goto('/faqs/', { waitUntil: 'commit' });
    await scripts.requested;
    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('skip');
    scripts.release();
    await expect(page.getByText('1 question matches')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Food and nutrition' })).toBeHidden();
  });

  test('the FAQ filters questions as you type', async ({ page }) => {
    await page.goto('/faqs/');
    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('skip');
    await expect(page.getByText('1 question matches')).toBeVisible();
    await expect(page.getByText('Can I skip a delivery?')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Food and nutrition' })).toBeHidden();
  });

  for (const path of [
    '/fresh-dog-food/chicken/',
    '/meal-plans/',
    '/faqs/',
    '/dog-supplements/',
    '/terms/',
  ]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});

test.describe('catalogue API on the running shop', () => {
  test('recommends plans from the seeded catalogue', async ({ request }) => {
    const response = await request.get(
      '/api/v3/product-recommendations/?activity_level=normal&is_neutered=true&weight=30&coupon_code=WELCOME50',
    );
    expect(response.status()).toBe(200);
    const entries = (await response.json()) as Array<{
      product_type: string;
      products: Array<{ price_per_week: number; discounted_price_per_week: number }>;
    }>;
    expect(entries.map((entry) => entry.product_type)).toEqual(['FR', 'half_fresh', 'DY', 'MX']);
    expect(entries[0]!.products[0]!.discounted_price_per_week).toBeLessThan(
      entries[0]!.products[0]!.price_per_week,
    );
  });

  test('the recipe page quotes the price the API gives for a typical dog', async ({
    page,
    request,
  }) => {
    const response = await request.get('/api/v3/products/FR_794_10_beef_0/');
    const { price_per_week: cents } = (await response.json()) as { price_per_week: number };
    await page.goto('/fresh-dog-food/beef/');
    await expect(page.getByText(`$${(cents / 100).toFixed(2)} PER WEEK`).first()).toBeVisible();
  });
});
