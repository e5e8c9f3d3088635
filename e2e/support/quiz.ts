import { expect, type Page } from '@playwright/test';

export async function describePup(page: Page, name: string, weight: string) {
  await expect(
    page.getByRole('heading', { level: 1, name: `Tell us about ${name}` }),
  ).toBeVisible();
  await page.getByLabel('Current weight (lbs)').fill(weight);
  await page.getByRole('radio', { name: 'Daily walks and play' }).check();
  await page
    .getByRole('group', { name: /spayed or neutered/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByLabel('Birth year').selectOption('2021');
  await page.getByLabel('Birth month').selectOption('March');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** One pup through the quiz to the plan step, as a new visitor. */
export async function quizToPlan(page: Page, email: string, pup = 'Pepper') {
  await page.goto('/onboarding/');
  await page.getByLabel('Your pup’s name').fill(pup);
  await page.getByRole('button', { name: 'Continue' }).click();
  await describePup(page, pup, '25');
  await page.getByLabel('Your first name').fill('Sam');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'See my pup’s plan' }).click();
  await expect(
    page.getByRole('region', { name: `${pup}’s plan` }).getByText(/per week ·/),
    // The plan step and its data load on demand: the first time can be slow on a busy machine.
  ).toBeVisible({ timeout: 15_000 });
}

/** Fills checkout's address, password and card. */
export async function fillCheckout(page: Page, card: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Street address').fill('48 Kibble Court');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByLabel('Phone number').fill('5125550199');
  await page.getByLabel('Create a password').fill('crunchy carrots daily');
  await page.getByLabel('Confirm password').fill('crunchy carrots daily');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  // The state's tax is in the total before the first click: the pay button names the amount.
  await expect(page.getByRole('button', { name: /^Place order and pay / })).toBeVisible();
  // Ticked once the terms name the amount with tax: a tick holds only for the words it was given.
  await agreeToRenewalTerms(page);
}

/** Ticks the automatic-renewal consent beside the pay button (unticked until the customer ticks). */
export async function agreeToRenewalTerms(page: Page) {
  const terms = page.getByRole('region', { name: 'Automatic renewal terms' });
  await expect(terms).toContainText('renews automatically until you cancel');
  const tick = page.getByRole('checkbox', { name: /I agree to the automatic renewal terms/ });
  await expect(tick).not.toBeChecked();
  await tick.check();
}

/**
 * The order confirmation after "Place order": the payment is confirmed, the order written and
 * the confirmation page loaded, every step a server round trip on a server the other journeys
 * share, so it gets the time a slow checkout gets rather than a quick assertion's five seconds.
 */
export async function expectConfirmation(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'You’re all set!' })).toBeVisible({
    timeout: 15_000,
  });
}
