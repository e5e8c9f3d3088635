import { expect, seriousA11yViolations, test } from './fixtures/test';
import type { Page } from '@playwright/test';

async function describePup(page: Page, name: string, weight: string) {
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

test.describe('onboarding quiz', () => {
  test('two pups through the quiz to their plans, with the spec’s messages and progress kept', async ({
    page,
  }) => {
    test.slow();
    const email = `quiz-${Date.now()}@example.test`;
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Get started|take the quiz|Try now/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/onboarding\/$/);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Who are we feeding?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(
      page.getByText(
        'Some of your information is incomplete. Please review all fields before trying again.',
      ),
    ).toBeVisible();
    await page.getByLabel('Your pup’s name').fill('Biscuit');
    await page.getByRole('button', { name: 'Add another pup' }).click();
    await page.getByLabel('Pup 2’s name').fill('Mochi');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Tell us about Biscuit' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const message of [
      'Current weight is required.',
      'Activity level is required.',
      'Spayed/Neutered status is required.',
      'Birth year is required.',
      'Birth month is required.',
    ])
      await expect(page.getByText(message)).toBeVisible();

    // Progress survives a reload.
    await page.getByLabel('Current weight (lbs)').fill('30');
    await page.reload();
    await expect(page.getByLabel('Current weight (lbs)')).toHaveValue('30');
    await describePup(page, 'Biscuit', '30');
    await describePup(page, 'Mochi', '12');

    await expect(page.getByRole('heading', { level: 1, name: /Biscuit and Mochi/ })).toBeVisible();
    await page.getByLabel('Your first name').fill('Rosa');
    await page.getByLabel('Email').fill('rosa@');
    await page.getByLabel('Mobile phone (optional)').fill('5035550142');
    await expect(page.getByLabel('Mobile phone (optional)')).toHaveValue('503-555-0142');
    await page.getByRole('button', { name: 'See their plan' }).click();
    await expect(page.getByText('A valid email address is required to proceed.')).toBeVisible();
    await expect(
      page.getByText('You must check the box to agree to the SMS terms to get results via text.'),
    ).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/Text me my pup’s results/).check();
    await page.getByRole('button', { name: 'See their plan' }).click();

    // Registered as a lead; each pup gets a plan with prices under the welcome offer.
    await expect(page.getByRole('link', { name: 'Hi, Rosa' })).toBeVisible();
    const biscuit = page.getByRole('region', { name: 'Biscuit’s plan' });
    const mochi = page.getByRole('region', { name: 'Mochi’s plan' });
    await expect(biscuit.getByText(/calories a day/)).toBeVisible();
    await expect(mochi.getByText(/calories a day/)).toBeVisible();
    await expect(biscuit.getByText('Recommended')).toBeVisible();
    await expect(biscuit.getByText(/per week · .* per meal · .* per day/)).toBeVisible();
    await expect(page.getByText(/WELCOME50 offer is applied/)).toBeVisible();

    await biscuit.getByRole('checkbox', { name: 'Turkey' }).check();
    await expect(biscuit.getByRole('status')).toContainText(
      /Because you adjusted your recipes, your price (increased|decreased) from \$[\d.]+\/week to \$[\d.]+\/week\./,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Biscuit’s plan' })
        .getByRole('checkbox', { name: 'Turkey' }),
    ).toBeChecked();
  });
});
