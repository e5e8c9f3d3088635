import { expect, seriousA11yViolations, test } from './fixtures/test';
import { latestEmailTo } from './support/accounts';
import type { Page } from '@playwright/test';
import { uniqueTag } from './support/clock';

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('account journey', () => {
  test('a lead sets a password, logs out and in, is not locked out, recovers it, and edits My info', async ({
    page,
  }) => {
    test.slow();
    const email = `cleo-${uniqueTag()}@example.test`;
    const main = page.getByRole('main');

    // Registered as a lead through the register callback, as a quiz link does.
    await page.goto(`/how-it-works/?firstName=Cleo&email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: 'Hi, Cleo' })).toBeVisible();

    // A first password: a common one is refused, a good one saved.
    await page.goto('/account/my-info/');
    const create = page.getByRole('form', { name: 'Create a password' });
    await create.getByLabel('New password', { exact: true }).fill('password123');
    await create.getByLabel('Confirm new password').fill('password123');
    await create.getByRole('button', { name: 'Create password' }).click();
    await expect(create.getByText('This password is too common.')).toBeVisible();
    await create.getByLabel('New password', { exact: true }).fill('cosy kibble evenings');
    await create.getByLabel('Confirm new password').fill('cosy kibble evenings');
    await create.getByRole('button', { name: 'Create password' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();

    // A bad address is refused field by field; the good one is saved and shown.
    const address = page.getByRole('form', { name: 'Delivery address' });
    await address.getByLabel('Last name').fill('Barker');
    await address.getByLabel('Street address').fill('PO Box 12');
    await address.getByLabel('City').fill('Portland');
    await address.getByLabel('State').selectOption('OR');
    await address.getByLabel('ZIP code').fill('9720');
    await address.getByLabel('Phone number').fill('503555');
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(address.getByText('We can’t deliver frozen food to PO boxes.')).toBeVisible();
    await expect(address.getByText('Please enter a 5-digit ZIP code.')).toBeVisible();
    await expect(address.getByText('A valid phone number is required.')).toBeVisible();

    await address.getByLabel('Street address').fill('12 Bark Street');
    await address.getByLabel('ZIP code').fill('97201');
    await address.getByLabel('Phone number').fill('5035550142');
    await expect(address.getByLabel('Phone number')).toHaveValue('503-555-0142');
    await address.getByLabel(/Text me delivery updates/).check();
    await address.getByRole('button', { name: 'Save address' }).click();
    const phoneShown = main.getByRole('definition').filter({ hasText: '503-555-0142' });
    await expect(phoneShown).toBeVisible();
    await page.reload();
    await expect(phoneShown).toBeVisible();
    await expect(address.getByLabel('Street address')).toHaveValue('12 Bark Street');
    await expect(address.getByLabel(/Text me delivery updates/)).toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A new name shows in the header at once.
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('First name').fill('Cleopatra');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('link', { name: 'Hi, Cleopatra' })).toBeVisible();

    // Logout from an account page lands on the login page; the password works.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login\/$/);
    await logIn(page, email, 'cosy kibble evenings');
    await expect(page.getByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login\/$/);

    // Wrong guesses (more than the five that once locked the account) never lock the customer
    // out: each says the password does not match, and the right one still signs in.
    const alert = main.getByRole('alert');
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await logIn(page, email, `wrong guess ${attempt}`);
      await expect(alert).toContainText('don’t match');
    }
    await logIn(page, email, 'cosy kibble evenings');
    await expect(page.getByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login\/$/);

    // A forgotten password is recovered through the emailed link.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Password reset email sent')).toBeVisible();
    const link = new URL(
      /https?:\/\/\S+/.exec(await latestEmailTo(email, 15_000, '/auth/reset-password/'))![0],
    );
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password', { exact: true }).fill('new kibble mornings');
    await page.getByLabel('Confirm new password').fill('new kibble mornings');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await logIn(page, email, 'new kibble mornings');
    await expect(page.getByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hi, Cleopatra' })).toBeVisible();
  });

  test('an account page sends a visitor to log in and back', async ({ page }) => {
    await page.goto('/account/my-info/');
    await expect(page).toHaveURL(/\/auth\/login\/\?next=%2Faccount%2Fmy-info%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });
});
