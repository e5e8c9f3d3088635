import { expect, test } from './fixtures/test';

/** The box of an element, or null. */
const box = (page: import('@playwright/test').Page, selector: string) =>
  page.evaluate((css) => {
    const rect = document.querySelector(css)?.getBoundingClientRect();
    return rect ? { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right } : null;
  }, selector);

test.describe('with the cookie banner up', () => {
  test.use({ consent: null });

  test('the banner never covers the field that has focus (WCAG 2.4.11)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto('/onboarding/');
    const banner = page.getByRole('region', { name: 'Cookies, your call' });
    await expect(banner).toBeVisible();
    await page.getByLabel('Your pup’s name').fill('Pepper');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tell us about Pepper' }),
    ).toBeVisible();
    const covered: string[] = [];
    await page.getByLabel('Current weight (lbs)').focus();
    for (let step = 0; step < 25; step += 1) {
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element.closest('[aria-labelledby="consent-title"]')) return null;
        const rect = element.getBoundingClientRect();
        return {
          name: `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)}`,
          top: rect.top,
          bottom: rect.bottom,
          left: rect.left,
          right: rect.right,
        };
      });
      const card = await box(page, '[aria-labelledby="consent-title"]');
      if (focused && card) {
        const overlaps =
          focused.left < card.right &&
          focused.right > card.left &&
          focused.top < card.bottom &&
          focused.bottom > card.top;
        if (overlaps) covered.push(focused.name);
      }
      await page.keyboard.press('Tab');
    }
    expect(covered).toEqual([]);
  });
});

test('a text field with an error has the same error border as a select', async ({ page }) => {
  await page.goto('/onboarding/');
  await page.getByLabel('Your pup’s name').fill('Pepper');
  await page.getByRole('button', { name: 'Continue' }).click();
  const weight = page.getByLabel('Current weight (lbs)');
  const year = page.getByLabel('Birth year');
  const border = (locator: typeof weight) =>
    locator.evaluate((element) => getComputedStyle(element).borderTopColor);
  const valid = await border(weight);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(year).toHaveAttribute('aria-invalid', 'true');
  // The first invalid field has focus (the weight).
  await expect(weight).toBeFocused();
  expect(await border(weight)).toBe(await border(year));
  expect(await border(weight)).not.toBe(valid);
});
