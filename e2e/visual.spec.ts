import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { describePup, expectConfirmation, fillCheckout } from './support/quiz';
import { uniqueTag } from './support/clock';
import { subscribeThroughApi } from './support/api-customer';

/*
 * Visual regression: key screens at desktop (1280, the desktop project) and phone (375, the
 * mobile project, tests tagged @mobile) width, compared with the baselines committed in
 * e2e/visual.spec.ts-snapshots/. Regenerate them, after a deliberate change, with the command in
 * docs/design.md, "Visual regression".
 *
 * Deterministic by construction: fixed names (the customer's email is the only unique value and
 * is never on screen), fonts and images loaded before the shot, animations off, and whatever
 * depends on today (dates, countdowns, order numbers, referral codes) masked; dates and the
 * countdown are also written the same on every day first, so they take the same room (the suite
 * passes on any date: docs/testing.md).
 */

const SHOT = {
  fullPage: true,
  // A tall page's full shot takes seconds on a loaded 2-core machine; the assertion needs two
  // shots in a row that agree, and 5 s (expect's default) left room for only one of them.
  timeout: 15_000,
  animations: 'disabled',
  caret: 'hide',
  maxDiffPixelRatio: 0.01,
  threshold: 0.2,
  stylePath: path.join(__dirname, 'visual.css'),
} as const;

/** Every image loaded (lazy ones too, as a full-page shot does not scroll) and the fonts in. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await document.fonts.ready;
  });
}

/**
 * Every date the shop writes ('Thursday, November 26', 'Thu, Nov 26') made one fixed date with
 * the longest names, so a line holding a date wraps the same on any day: a mask hides what a
 * date says but not the line it pushed onto the next (on 17 November 2027 the confirmation was
 * a line longer than on the set day).
 */
async function fixDates(page: Page) {
  await page.evaluate(() => {
    const days = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
    const months =
      'January|February|March|April|May|June|July|August|September|October|November|December';
    const long = new RegExp(`\\b(?:${days}), (?:${months}) \\d{1,2}\\b`, 'g');
    const short =
      /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}\b/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      const fixed = text.replace(long, 'Wednesday, September 29').replace(short, 'Wed, Sep 29');
      if (fixed !== text) node.nodeValue = fixed;
    }
  });
}

/** A masked line whose wording, not only its date, follows the day: one wording for every day. */
async function sameWording(line: Locator, wording: string) {
  await line.evaluateAll((nodes, text) => {
    for (const node of nodes) node.textContent = text;
  }, wording);
}

async function shot(page: Page, name: string, mask: Locator[] = []) {
  // Every part of the page loaded: one still loading takes the room of its "Loading…" line, so
  // the shot's height followed which request came back first.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await settle(page);
  await fixDates(page);
  // The footer's copyright year changes on New Year's Day.
  const year = page.getByText(/^© \d{4}/);
  await expect(page).toHaveScreenshot(`${name}.png`, { ...SHOT, mask: [year, ...mask] });
}

const PUBLIC_PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['recipe-fresh-beef', '/fresh-dog-food/beef/'],
  ['treats', '/dog-treats/'],
  ['reviews', '/reviews/'],
  ['not-found', '/does-not-exist/'],
];

for (const mobile of [false, true]) {
  const tag = mobile ? ' @mobile' : '';
  const width = mobile ? 'mobile' : 'desktop';

  test.describe(`visual, ${width}${tag}`, () => {
    for (const [name, url] of PUBLIC_PAGES) {
      test(`${name} looks as its baseline${tag}`, async ({ page }) => {
        await page.goto(url);
        await shot(page, name);
      });
    }

    test(`the funnel and My plan look as their baselines${tag}`, async ({ page }) => {
      test.slow();
      const pup = 'Biscuit';
      await page.goto('/onboarding/');
      await expect(page.getByLabel('Your pup’s name')).toBeVisible();
      await shot(page, 'quiz-first-step');

      await page.getByLabel('Your pup’s name').fill(pup);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Tell us about ${pup}` }),
      ).toBeVisible();
      await shot(page, 'quiz-middle-step');

      await describePup(page, pup, '25');
      await page.getByLabel('Your first name').fill('Sam');
      await page.getByLabel('Email').fill(`visual-${width}-${uniqueTag()}@example.test`);
      await page.getByRole('button', { name: 'See my pup’s plan' }).click();
      const plan = page.getByRole('region', { name: `${pup}’s plan` });
      await expect(plan.getByText(/per week ·/)).toBeVisible({ timeout: 15_000 });
      await shot(page, 'plan-step');

      await page.getByRole('button', { name: 'Continue to checkout' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Place order/ })).toBeEnabled();
      const checkoutMask = [
        page.getByRole('group', { name: /first box arrive/i }),
        page.getByRole('region', { name: 'Automatic renewal terms' }),
        page.getByRole('region', { name: 'Your first box' }).getByText(/renew|every/i),
      ];
      await shot(page, 'checkout', checkoutMask);

      await fillCheckout(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: /^Place order/ }).click();
      await expectConfirmation(page);
      await expect(page.getByText('Loading your referral code…')).toHaveCount(0);
      await shot(page, 'confirmation', [
        page.getByText(/Order #|arrives on|next box:/i),
        page.getByText(/^Arrives /),
        page.locator('code'),
        page.getByText(/^Your link:/),
      ]);

      await page.getByRole('link', { name: 'Manage my plan' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
      const myPlan = page.getByRole('region', { name: `${pup}’s plan` });
      await expect(myPlan.getByText(/^(Next box|Box) total$/)).toBeVisible();
      await expect(page.getByText('Loading your referral code…')).toHaveCount(0);
      // The first box is already being prepared on some days, open to changes on others.
      const countdown = myPlan.getByText(/^Change by |This box is being prepared/);
      await sameWording(countdown, 'Change by Wed, Sep 29 — 5 days left');
      await shot(page, 'my-plan', [
        countdown,
        myPlan.getByRole('heading', { name: /^Next box, / }),
        myPlan.locator('dt:text-is("Next delivery") + dd'),
        page.locator('code'),
        page.getByText(/^Your link:/),
        page.getByRole('region', { name: 'Your renewal terms' }),
        page.getByRole('region', { name: /order history|your orders/i }),
      ]);

      await myPlan.getByRole('link', { name: 'Edit treats and supplements' }).click();
      await expect(page.getByRole('button', { name: 'Save extras' })).toBeVisible();
      await shot(page, 'extras', [page.getByText(/arrives|Next box,|next delivery/i)]);
    });

    test(`a box's tracking looks as its baseline${tag}`, async ({ page }) => {
      test.slow();
      await subscribeThroughApi(
        page,
        `visual-track-${width}-${uniqueTag()}@example.test`,
        'Biscuit',
      );
      await page.goto('/account/');
      const history = page.getByRole('region', { name: 'Order history' });
      const summary = await history.locator('summary').first().textContent();
      const orderId = Number(/Order #(\d+),/.exec(summary ?? '')?.[1]);
      // Shipped by the warehouse, then on the van (the e2e server's carrier test mode).
      const shipped = await page.request.post('/api/e2e/ship-order/', {
        data: { order_id: orderId },
      });
      expect(shipped.status()).toBe(201);
      const onTheVan = await page.request.post('/api/e2e/carrier-advance/', {
        data: { order_id: orderId, status: 'out_for_delivery' },
      });
      expect(onTheVan.status()).toBe(200);
      await page.reload();
      const tracking = page.getByRole('list', { name: `Order #${orderId} tracking` });
      await expect(tracking).toContainText('Out for delivery with UPS', { timeout: 15_000 });
      await settle(page);
      const { fullPage: _whole, ...element } = SHOT;
      await expect(tracking).toHaveScreenshot('tracking.png', element);
    });

    test(`the account's edit pages look as their baselines${tag}`, async ({ page }) => {
      test.slow();
      await subscribeThroughApi(
        page,
        `visual-edit-${width}-${uniqueTag()}@example.test`,
        'Biscuit',
      );

      await page.goto('/account/edit-recipes/');
      await expect(page.getByRole('button', { name: 'Save recipes' })).toBeVisible({
        timeout: 15_000,
      });
      await shot(page, 'edit-recipes');

      await page.goto('/account/edit-payment/');
      await expect(page.getByRole('list', { name: 'Saved cards' })).toBeVisible({
        timeout: 15_000,
      });
      // The offline test card expires two years from today.
      await shot(page, 'edit-payment', [
        page.getByText(/expires \d{2}\/\d{4}/),
        page.getByText(/^\d{2}\/\d{2}$/),
      ]);

      await page.goto('/account/my-info/');
      const details = page.getByRole('form', { name: 'Your details' });
      await expect(details.getByLabel('First name')).toHaveValue('Sam', { timeout: 15_000 });
      // The email is the one unique value of the journey.
      await shot(page, 'my-info', [details.getByLabel('Email'), page.getByText(/@example\.test$/)]);
    });
  });
}
