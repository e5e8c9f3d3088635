import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { latestEmailTo } from './support/accounts';
import { describePup, expectConfirmation, fillCheckout } from './support/quiz';
import { uniqueTag } from './support/clock';

const INCOMPLETE =
  'Some of your information is incomplete. Please review all fields before trying again.';

/** Boxes of the invalid fields on screen that a toast on screen overlaps. */
async function fieldsUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('.Toastify__toast')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    return [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')]
      .filter((field) => {
        const box = field.getBoundingClientRect();
        return toasts.some(
          (toast) =>
            box.left < toast.right &&
            box.right > toast.left &&
            box.top < toast.bottom &&
            box.bottom > toast.top,
        );
      })
      .map((field) => field.id);
  });
}

test('forms: optional texts in the quiz, checkout checks every section at once, account texts', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const email = `forms-${uniqueTag()}@example.test`;

  // The quiz: a phone number never forces consent to texts.
  await page.goto('/onboarding/');
  await page.getByLabel('Your pup’s name').fill('Pepper');
  await page.getByRole('button', { name: 'Continue' }).click();
  await describePup(page, 'Pepper', '25');
  await page.getByLabel('Your first name').fill('Sam');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile phone (optional)').fill('5125550199');
  await page.getByRole('button', { name: 'See my pup’s plan' }).click();
  await expect(page.getByText(/agree to the SMS terms/)).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Pepper’s plan' }).getByText(/per week ·/),
  ).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // One click shows every section's problems; focus goes to the first; one toast, on no field.
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await placeOrder.click();
  for (const [label, message] of [
    ['Last name', 'Field is required'],
    ['Street address', 'Field is required'],
    ['City', 'Field is required'],
    ['State', 'Field is required'],
    ['ZIP code', 'Field is required'],
    ['Create a password', 'Field is required'],
    ['Confirm password', 'Field is required'],
    ['Card number', 'Your card number is incomplete.'],
  ] as const)
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
      new RegExp(message.replace('.', '\\.')),
    );
  // The renewal terms are unticked, and say so, like every other section.
  await expect(
    page.getByRole('checkbox', { name: /I agree to the automatic renewal terms/ }),
  ).toHaveAccessibleDescription(/tick the box to agree to the automatic renewal terms/);
  await expect(page.getByLabel('Last name')).toBeFocused();
  const toast = page.getByRole('status').filter({ hasText: INCOMPLETE });
  await expect(toast).toHaveCount(1);
  expect(await fieldsUnderToasts(page)).toEqual([]);
  await placeOrder.click();
  await expect(page.getByLabel('Last name')).toBeFocused();
  await expect(toast).toHaveCount(1);
  expect(await fieldsUnderToasts(page)).toEqual([]);

  // ZIP: ZIP or ZIP+4 only, and in the chosen state.
  await page.getByLabel('ZIP code').fill('123456789012');
  await expect(page.getByLabel('ZIP code')).toHaveValue('1234567890');
  await fillCheckout(page, '4242 4242 4242 4242');
  await page.getByLabel('ZIP code').fill('10001');
  await placeOrder.click();
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(
    'This ZIP code is not in Texas. Please check the ZIP code and state.',
  );
  await expect(page.getByLabel('ZIP code')).toBeFocused();
  await page.getByLabel('ZIP code').fill('78701');
  await placeOrder.click();
  await expectConfirmation(page);

  // The last name given at checkout is on the profile; a blank first name and a bad email are refused.
  await page.goto('/account/my-info/');
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('Last name')).toHaveValue('Rivera');
  await details.getByLabel('First name').fill('   ');
  await details.getByLabel('Email').fill('sam@');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByLabel('First name')).toHaveAccessibleDescription('Field is required');
  await expect(
    details.getByText(
      'Invalid email address. Please check your email and  try again. Your email must follow the format name@example.com.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByText('Changes saved')).toHaveCount(0);

  // The referral link and emails point at the shop as it is served; no credit reads $0.00.
  await page.goto('/account/');
  const referrals = page.getByRole('region', { name: 'Refer a friend' });
  await expect(referrals.getByRole('link', { name: /offer_code=/ })).toHaveAttribute(
    'href',
    new RegExp(`^${baseURL}/onboarding/\\?offer_code=PUP-`),
  );
  await expect(referrals).toContainText('Credit earned: $0.00. Credit to spend: $0.00.');
  await expect(referrals).not.toContainText('FREE');
  const asked = await request.post('/api/v3/auth/password-recovery/request/', {
    data: { email, 'g-recaptcha-response': 'token' },
  });
  expect(asked.ok()).toBe(true);
  // The worker delivers it a moment later; an earlier email to the same address may be newest until then.
  const newestMail = () => latestEmailTo(email, 0).catch(() => '');
  await expect.poll(newestMail).toContain(`${baseURL}/auth/reset-password/?id=`);
  expect(await newestMail()).not.toContain('localhost:3000');
});
