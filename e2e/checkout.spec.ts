import { expect, test } from './fixtures/test';
import {
  agreeToRenewalTerms,
  describePup,
  expectConfirmation,
  fillCheckout,
  quizToPlan,
} from './support/quiz';
import { uniqueTag } from './support/clock';

test.describe('checkout', () => {
  test('a declined card shows the decline and keeps the cart; a good card then places the order', async ({
    page,
  }) => {
    test.slow();
    await quizToPlan(page, `decline-${uniqueTag()}@example.test`);
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await fillCheckout(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Your card was declined.',
    );
    await expect(page).toHaveURL(/\/onboarding\/checkout\/$/);
    await expect(page.getByRole('region', { name: 'Your first box' })).toContainText('Pepper');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expectConfirmation(page);

    await page.getByRole('link', { name: 'Manage my plan' }).click();
    const plan = page.getByRole('region', { name: 'Pepper’s plan' });
    await expect(plan).toContainText('Next delivery');
    await expect(plan).toContainText(/Fresh, [\d,]+ kcal a day/);

    // Skip the next delivery and see the new date; pause and resume.
    const nextDelivery = plan.locator('dt:text-is("Next delivery") + dd');
    const before = await nextDelivery.textContent();
    await plan.getByRole('button', { name: /^Skip the box of / }).click();
    await expect(page.getByText(/^Skipped the box of .+\. The next one arrives on/)).toBeVisible();
    await expect(nextDelivery).not.toHaveText(before!);
    await plan.getByRole('button', { name: 'More actions' }).click();
    await plan.getByRole('menuitem', { name: 'Pause plan' }).click();
    await expect(plan.getByRole('heading', { level: 2 })).toContainText('paused');
    await plan.getByRole('button', { name: 'Resume plan' }).click();
    await expect(plan.getByRole('button', { name: /^Skip the box of / })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Pepper’s plan' })).not.toContainText('paused');
    await expect(page.getByRole('region', { name: 'Order history' })).toContainText(/Order #\d+/);
  });
});

test('a subscriber adds a second pup from the header and pays for its plan', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await quizToPlan(page, `second-${uniqueTag()}@example.test`, 'Olive');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByLabel('Street address')).toBeVisible();
  // No address yet is an empty form, not an error.
  expect(consoleErrors.filter((error) => error.includes('/address/'))).toEqual([]);
  await fillCheckout(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectConfirmation(page);

  // Now a member: no new-customer offer is tried on the next plan.
  const offered: string[] = [];
  page.on('request', (request) => {
    if (/product-recommendations.*coupon_code=/.test(request.url())) offered.push(request.url());
  });
  await page.getByRole('banner').getByRole('link', { name: 'Add Pup' }).click();
  await expect(page).toHaveURL(/\/account\/add-pup\/(\?step=pups)?$/);
  await page.getByLabel('Your pup’s name').fill('Rye');
  await page.getByRole('button', { name: 'Continue' }).click();
  // No "About you" for a customer: the account knows them, so the plan comes next.
  await describePup(page, 'Rye', '40');
  await expect(page.getByLabel('Your first name')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Rye’s plan' }).getByText(/per week ·/),
  ).toBeVisible({ timeout: 15_000 });
  expect(offered).toEqual([]);
  await expect(page.getByText(/offer is applied/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/account\/add-pup\/payment\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('48 Kibble Court');
  await expect(page.getByLabel('Create a password')).toHaveCount(0);
  // The saved card is offered first; the pup is paid for with it.
  await expect(page.getByRole('radio', { name: 'Your card ending in 4242' })).toBeChecked();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await agreeToRenewalTerms(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectConfirmation(page);

  await page.getByRole('link', { name: 'Manage my plan' }).click();
  await expect(page.getByRole('region', { name: 'Olive’s plan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rye’s plan' })).toBeVisible();
});
