import { expect, test } from './fixtures/test';
import { createCustomerWithPassword, latestEmailTo } from './support/accounts';
import { holdPageScripts } from './support/held-chunks';
import { uniqueTag } from './support/clock';

test.describe('accounts', () => {
  test('log in, see the greeting, log out', async ({ page, request }) => {
    const email = `ada-${uniqueTag()}@example.test`;
    await createCustomerWithPassword(request, email, 'walks in the rain', 'Ada');

    await page.goto('/auth/login/?next=/faqs/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('walks in the snow');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('don’t match');

    await page.getByLabel('Password').fill('walks in the rain');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/faqs\/$/);
    await expect(page.getByRole('link', { name: 'Hi, Ada' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a login typed before the page has hydrated is kept, and sent once it has', async ({
    page,
    request,
  }) => {
    const email = `early-${uniqueTag()}@example.test`;
    await createCustomerWithPassword(request, email, 'walks in the rain', 'Eli');
    const scripts = await holdPageScripts(page);
    await page.goto('/auth/login/?next=/faqs/', { waitUntil: 'commit' });
    await scripts.requested;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('walks in the rain');
    // Not ready yet, and saying so: no click is taken and dropped, no form sent natively.
    const logIn = page.getByRole('button', { name: 'Log in' });
    await expect(logIn).toBeDisabled();
    scripts.release();
    await logIn.click();
    await expect(page).toHaveURL(/\/faqs\/$/);
  });

  test('an unsafe next parameter never leaves the shop', async ({ page, request }) => {
    const email = `safe-${uniqueTag()}@example.test`;
    await createCustomerWithPassword(request, email, 'walks in the rain');
    await page.goto('/auth/login/?next=//evil.example/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('walks in the rain');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/account\/$/);
  });

  test('a visitor arriving with firstName and email is registered as a lead', async ({ page }) => {
    const email = `bea-${uniqueTag()}@example.test`;
    await page.goto(
      `/how-it-works/?firstName=Bea&email=${encodeURIComponent(email)}&utm_campaign=spring`,
    );
    await expect(page.getByRole('link', { name: 'Hi, Bea' })).toBeVisible();
    await expect(page).toHaveURL(/\/how-it-works\/\?utm_campaign=spring$/);
  });

  test('the login page shows the error from the query', async ({ page }) => {
    await page.goto('/auth/login/?error=TooManyFailedLoginAttempts');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Too many failed login attempts',
    );
  });

  test('recover a password through the emailed link', async ({ page, request }) => {
    const email = `forgetful-${uniqueTag()}@example.test`;
    await createCustomerWithPassword(request, email, 'old password here');

    await page.goto('/auth/login/');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // Wait for the new page: the login form's own Email field is there until it arrives.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Password reset email sent')).toBeVisible();
    await expect(
      page.getByText('Instructions will be delivered if the email address is tied to an account.'),
    ).toBeVisible();

    const link = /https?:\/\/\S+/.exec(
      await latestEmailTo(email, 15_000, '/auth/reset-password/'),
    )![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('New password', { exact: true }).fill('brand new biscuits');
    await page.getByLabel('Confirm new password').fill('brand new biscuits');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/auth\/login\/\?password=changed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password is changed' }),
    ).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('brand new biscuits');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/account\/$/);

    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('invalid or has expired');
  });
});
