import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { fillCheckout, quizToPlan } from './support/quiz';

/*
 * Visual regression: the key screens at desktop and phone widths, compared with the committed
 * baselines (e2e/visual.spec.ts-snapshots/). Fonts are self-hosted and data is fixed, so the
 * pictures are stable; what still varies by day or by run (dates, emails, order numbers) is
 * masked. After an intended change: `npm run test:e2e -- e2e/visual.spec.ts --update-snapshots`.
 */

const SHOT = { fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.01 } as const;

/** Text that changes with the day or the run: dates, times, emails, order numbers. */
function volatile(page: Page): Locator[] {
  return [
    page.locator('time'),
    page.getByText(/@example\.test/),
    page.getByText(
      /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}\b/,
    ),
    page.getByText(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*, [A-Z][a-z]{2,8} \d{1,2}\b/),
    page.getByText(/Order (number|#)/),
  ];
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function snap(page: Page, name: string) {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { ...SHOT, mask: volatile(page) });
}

const STATIC_PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['recipe-fresh-beef', '/fresh-dog-food/beef/'],
  ['treats', '/dog-treats/'],
  ['reviews', '/reviews/'],
  ['faqs', '/faqs/'],
  ['not-found', '/no-such-page/'],
  ['quiz-first-step', '/onboarding/'],
];

for (const mobile of [false, true]) {
  const tag = mobile ? ' @mobile' : '';
  const suffix = mobile ? '-mobile' : '';

  test(`the public pages look as designed${tag}`, async ({ page }) => {
    for (const [name, path] of STATIC_PAGES) {
      await page.goto(path);
      await snap(page, `${name}${suffix}`);
    }
  });

  test(`the quiz, plan, checkout and account look as designed${tag}`, async ({ page }) => {
    test.setTimeout(120_000);
    await quizToPlan(page, `visual-${mobile ? 'm' : 'd'}-${Date.now()}@example.test`, 'Pepper');
    await snap(page, `plan-step${suffix}`);
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await fillCheckout(page, '4242 4242 4242 4242');
    await snap(page, `checkout${suffix}`);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You’re all set!' })).toBeVisible({
      timeout: 20_000,
    });
    await snap(page, `confirmation${suffix}`);
    await page.goto('/account/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await snap(page, `my-plan${suffix}`);
    await page.goto('/account/edit-recipes/extras/');
    await expect(page.getByRole('heading', { name: 'Add treats and supplements' })).toBeVisible();
    await snap(page, `extras${suffix}`);
  });
}
