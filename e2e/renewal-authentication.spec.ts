import { expect, seriousA11yViolations, test } from './fixtures/test';
import { latestEmailTo } from './support/accounts';
import { expectConfirmation, fillCheckout, quizToPlan } from './support/quiz';
import { uniqueTag } from './support/clock';

const PASSWORD = 'crunchy carrots daily';

test('a card that needs 3-D Secure: approved at checkout, and again when a renewal asks', async ({
  page,
  newContext,
}) => {
  test.slow();
  const email = `tds-${uniqueTag()}@example.test`;

  await test.step('checkout asks the bank, and goes through once approved', async () => {
    await quizToPlan(page, email, 'Juniper');
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await fillCheckout(page, '4000 0027 6000 3184');
    await page.getByRole('button', { name: 'Place order' }).click();
    const bank = page.getByRole('alertdialog', { name: 'Confirm this payment' });
    await expect(bank).toBeVisible();
    await bank.getByRole('button', { name: 'Approve payment' }).click();
    await expectConfirmation(page);
  });

  await test.step('the renewal charge of that card waits for the customer', async () => {
    // The renewal job for this customer, as of their next box's charge day (an e2e-only route).
    const run = await page.request.post('/api/e2e/renewal-run/', { data: { email } });
    expect(run.status()).toBe(200);
    expect(await run.json()).toMatchObject({ ordered: 1, awaiting_authentication: 1 });
    await page.goto('/account/');
    const banner = page.getByRole('complementary', { name: 'Payment needs your confirmation' });
    await expect(banner).toContainText('Your bank asks you to confirm a payment');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  // The link in the email, opened where nobody is signed in yet.
  const mail = await latestEmailTo(email, 20_000, '/account/authenticate-payment/?payment_intent=');
  const link = /https?:\/\/\S+\/account\/authenticate-payment\/\?payment_intent=pi_\w+/.exec(
    mail,
  )![0];
  const fresh = await newContext();
  const visitor = await fresh.newPage();

  await test.step('the email’s link asks to sign in, then to confirm with the bank', async () => {
    await visitor.goto(new URL(link).pathname + new URL(link).search);
    await expect(visitor).toHaveURL(/\/auth\/login\//);
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password').fill(PASSWORD);
    await visitor.getByRole('button', { name: 'Log in' }).click();
    await expect(visitor).toHaveURL(/\/account\/authenticate-payment\/\?payment_intent=pi_/);
    await expect(
      visitor.getByRole('heading', { name: 'Your bank asks you to confirm a payment' }),
    ).toBeVisible();
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await visitor.getByRole('button', { name: 'Authenticate this payment' }).click();
    const bank = visitor.getByRole('alertdialog', { name: 'Confirm this payment' });
    await bank.getByRole('button', { name: 'Approve payment' }).click();
    await expect(visitor.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(visitor.getByRole('status')).toContainText('Juniper’s box is paid');
  });

  await test.step('My plan: the box is paid and the banner is gone', async () => {
    await visitor.getByRole('link', { name: 'Back to My plan' }).click();
    await expect(visitor.getByRole('region', { name: 'Juniper’s plan' })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Order history' })).toContainText(
      /Order #\d+/,
    );
    await expect(
      visitor.getByRole('complementary', { name: 'Payment needs your confirmation' }),
    ).toHaveCount(0);
  });
  await fresh.close();
});
