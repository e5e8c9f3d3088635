import { expect, test } from './fixtures/test';
import { expectConfirmation, fillCheckout, quizToPlan } from './support/quiz';
import { uniqueTag } from './support/clock';

test('3-D Secure through the bank’s own page: back on a confirmed order the first time', async ({
  page,
}) => {
  test.slow();
  const email = `tds-redirect-${uniqueTag()}@example.test`;
  await quizToPlan(page, email, 'Biscuit');
  // This customer's bank answers by a full-page redirect, as Stripe's does without the SDK.
  const mode = await page.request.post('/api/e2e/offline-bank-mode/', {
    data: { email, mode: 'redirect' },
  });
  expect(mode.status()).toBe(200);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillCheckout(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/offline-bank\/\?payment_intent=pi_/);
  const bank = page.getByRole('alertdialog', { name: 'Confirm this payment' });
  await bank.getByRole('button', { name: 'Approve payment' }).click();

  // Back at the return address with Stripe's parameters; the order is placed from there.
  await expect(page).toHaveURL(/\/confirmation\/\?.*redirect_status=succeeded/);
  await expectConfirmation(page);
  await expect(page.getByText(/Order #\d+ is confirmed for Biscuit/)).toBeVisible();
});
