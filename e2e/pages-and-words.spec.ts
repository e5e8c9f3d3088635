import { expect, test } from './fixtures/test';
import { subscribeThroughApi } from './support/api-customer';
import { uniqueTag } from './support/clock';
import { quizToPlan } from './support/quiz';

// Issue 52, items 9, 10, 13 and 15: what only a browser's layout, keyboard and network show.
test.describe('pages and words', () => {
  test('checkout on a wide screen: Tab reaches the form before the offer code', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the two-column layout');
    test.slow();
    await quizToPlan(page, `taborder-${uniqueTag()}@example.test`);
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    const promo = page.getByLabel('Promo code', { exact: true });
    await expect(promo).toBeVisible();
    const pay = page.getByRole('button', { name: /^Place order/ });
    // Document order is the keyboard's: the whole form, its pay button included, comes first.
    const promoAfterPay = await pay.evaluate(
      (button, field) =>
        Boolean(button.compareDocumentPosition(field!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await promo.elementHandle(),
    );
    expect(promoAfterPay).toBe(true);
  });

  test('My plan: client navigation asks no HEAD for page data; the feeding guide prints bare', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the header’s greeting link');
    test.slow();
    await subscribeThroughApi(page, `guide-${uniqueTag()}@example.test`, 'Biscuit');
    const heads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'HEAD' && request.url().includes('/_next/data/'))
        heads.push(request.url());
    });
    await page.goto('/account/my-info/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account|Hi/i })
      .first()
      .click();
    await page.getByRole('link', { name: 'My plan' }).first().click();
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(page.getByRole('region', { name: 'Biscuit’s plan' })).toBeVisible();
    await page.getByRole('link', { name: 'Feeding guides' }).click();
    await expect(page).toHaveURL(/\/account\/feeding-guide\/$/);
    await expect(page.getByRole('region', { name: 'Biscuit’s feeding guide' })).toBeVisible();
    expect(heads).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Biscuit’s feeding guide' })).toBeVisible();
  });

  test('FAQ search lines up with the questions; two baked cards are not stranded', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a wide screen');
    await page.goto('/faqs/');
    const search = await page.getByText('Search the FAQ').boundingBox();
    const question = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .first()
      .boundingBox();
    expect(Math.abs(search!.x - question!.x)).toBeLessThanOrEqual(2);

    await page.goto('/baked-dog-food/');
    const list = page.getByRole('list', { name: 'Baked dog food' });
    const cards = list.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const around = await list.boundingBox();
    const first = await cards.first().boundingBox();
    const second = await cards.last().boundingBox();
    // Centred as a pair, not the first two of four columns.
    const left = first!.x - around!.x;
    const right = around!.x + around!.width - (second!.x + second!.width);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(2);

    await page.goto('/fresh-dog-food/beef/');
    const section = page.getByRole('region', { name: 'Guaranteed analysis' });
    const table = await section.getByRole('table').boundingBox();
    const box = await section.boundingBox();
    expect(table!.width).toBeGreaterThan(box!.width * 0.9);
  });
});
