import { expect, seriousA11yViolations, test } from './fixtures/test';
import { describePup, expectConfirmation, fillCheckout } from './support/quiz';
import { holdPageScripts } from './support/held-chunks';
import { uniqueTag } from './support/clock';
import { PET_MESSAGES } from '../src/domain/pet-messages';

test.describe('onboarding quiz', () => {
  test('two pups through the quiz to their plans, with the spec’s messages and progress kept', async ({
    page,
  }) => {
    test.slow();
    const email = `quiz-${uniqueTag()}@example.test`;
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Get started|take the quiz|Try now/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/onboarding\/(\?step=pups)?$/);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Who are we feeding?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(PET_MESSAGES.name)).toBeVisible();
    await expect(
      page.getByText(
        'Some of your information is incomplete. Please review all fields before trying again.',
      ),
    ).toBeVisible();
    await page.getByLabel('Your pup’s name').fill('Biscuit');
    await page.getByRole('button', { name: 'Add another pup' }).click();
    await page.getByLabel('Pup 2’s name').fill(' biscuit ');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Pup 2’s name')).toHaveAccessibleDescription(
      /You already have a pup called biscuit\. Please give each pup a different name\./,
    );
    await page.getByLabel('Pup 2’s name').fill('Mochi');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Each step is a history entry, and focus moves to its heading.
    const aboutBiscuit = page.getByRole('heading', { level: 1, name: 'Tell us about Biscuit' });
    await expect(aboutBiscuit).toBeFocused();
    await expect(page).toHaveURL(/\?step=pup-1$/);
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Who are we feeding?' }),
    ).toBeFocused();
    await expect(page.getByLabel('Pup 2’s name')).toHaveValue('Mochi');
    await page.goForward();
    await expect(aboutBiscuit).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const message of [
      PET_MESSAGES.weight,
      PET_MESSAGES.activity,
      PET_MESSAGES.neutered,
      PET_MESSAGES.birthYear,
      PET_MESSAGES.birthMonth,
    ])
      await expect(page.getByText(message)).toBeVisible();

    // Progress survives a reload.
    await page.getByLabel('Current weight (lbs)').fill('30');
    await page.reload();
    await expect(page.getByLabel('Current weight (lbs)')).toHaveValue('30');
    await describePup(page, 'Biscuit', '30');
    // Back once the next step is there, as a visitor would: its history entry is pushed after
    // the step renders, so a Back before that goes back from the step before.
    await expect(page).toHaveURL(/\?step=pup-2$/);
    await page.goBack();
    await expect(aboutBiscuit).toBeVisible();
    await page.goForward();
    await describePup(page, 'Mochi', '12');

    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Where should we send Biscuit and Mochi’s plans?',
      }),
    ).toBeFocused();
    await page.getByLabel('Your first name').fill('Rosa');
    await page.getByLabel('Email').fill('rosa@');
    await page.getByLabel('Mobile phone (optional)').fill('5035550142');
    await expect(page.getByLabel('Mobile phone (optional)')).toHaveValue('503-555-0142');
    await page.getByRole('button', { name: 'See their plans' }).click();
    await expect(page.getByText('A valid email address is required to proceed.')).toBeVisible();
    // A typed phone never forces consent to texts: it is optional and separate.
    await expect(page.getByText(/agree to the SMS terms/)).toHaveCount(0);
    await expect(page.getByLabel(/Text me my pups’ results/)).not.toBeChecked();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'See their plans' }).click();

    // Registered as a lead; each pup gets a plan with prices under the welcome offer.
    await expect(page.getByRole('link', { name: 'Hi, Rosa' })).toBeVisible();
    const biscuit = page.getByRole('region', { name: 'Biscuit’s plan' });
    const mochi = page.getByRole('region', { name: 'Mochi’s plan' });
    await expect(biscuit.getByText(/kcal a day, [\d,]+ kcal per meal/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(mochi.getByText(/kcal a day, [\d,]+ kcal per meal/)).toBeVisible();
    await expect(biscuit.getByText('Recommended')).toBeVisible();
    await expect(biscuit.getByText(/per week · .* per day · .* per \d+-week box/)).toBeVisible();
    await expect(page.getByText(/WELCOME50 offer is applied/)).toBeVisible();

    await biscuit.getByRole('checkbox', { name: 'Turkey' }).check();
    await expect(biscuit.getByRole('status')).toContainText(
      /Because you adjusted your recipes, your price (increased|decreased) from \$[\d.]+\/week to \$[\d.]+\/week\./,
    );
    // One recipe too many says why; switching plan type and back keeps the picks.
    await biscuit.getByRole('checkbox', { checked: false }).first().click();
    await expect(biscuit.getByRole('status')).toHaveText(
      'You can mix up to 3 fresh recipes. Untick one to choose another.',
    );
    await biscuit.getByText('Slow-baked kibble made from the same real-food recipes.').click();
    await expect(biscuit.getByRole('checkbox', { name: 'Turkey' })).toHaveCount(0);
    await biscuit.getByText('Every meal fresh: gently cooked, portioned, frozen.').click();
    await expect(biscuit.getByRole('checkbox', { name: 'Turkey' })).toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Biscuit’s plan' })
        .getByRole('checkbox', { name: 'Turkey' }),
    ).toBeChecked();

    // The same treat for each pup at its own pace, then checkout with another offer and a good card.
    const extras = page.getByRole('region', { name: 'Add treats and supplements' });
    const sweet = extras.getByRole('group', { name: /^Sweet Potato Slices/ });
    await sweet.getByRole('checkbox', { name: 'For Biscuit' }).check();
    await sweet.getByLabel('Quantity of Sweet Potato Slices for Biscuit').fill('2');
    await sweet.getByRole('checkbox', { name: 'For Mochi' }).check();
    await sweet
      .getByLabel('How often for Mochi’s Sweet Potato Slices')
      .selectOption('Every other box');
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    const summary = page.getByRole('region', { name: 'Your first box' });
    await expect(summary).toContainText('Biscuit');
    await expect(summary).toContainText('Mochi');
    // Biscuit's every box (no "every other box" after it), Mochi's every other box.
    await expect(summary).toContainText(/Biscuit: Sweet Potato Slices × 2\s*\$/);
    await expect(summary).toContainText('Mochi: Sweet Potato Slices × 1 (every other box)');
    await expect(summary).toContainText('Offer (WELCOME50)');
    // $20 off saves less than half off two plans: kept, and said why, until the customer chooses.
    await page.getByLabel('Promo code', { exact: true }).fill('save20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'so we kept WELCOME50' }),
    ).toContainText(
      /^WELCOME50 saves you more on your first box \(\$[\d,.]+ off\) than SAVE20 \(\$20\.00 off\)/,
    );
    await expect(summary).toContainText('Offer (WELCOME50)');
    await page.getByRole('button', { name: 'Use SAVE20 instead' }).click();
    await expect(summary).toContainText('Offer (SAVE20)');
    await fillCheckout(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/confirmation\/\?order=\d+$/);
    await expectConfirmation(page);
    await expect(page.getByText(/Biscuit and Mochi/).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('Try now on a recipe and Take the quiz in the footer open the quiz', async ({ page }) => {
  await page.goto('/fresh-dog-food/chicken/');
  await page.getByRole('main').getByRole('link', { name: 'Try now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who are we feeding?' })).toBeVisible();
  await page.goto('/about/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Take the quiz' }).click();
  await expect(page).toHaveURL(/\/onboarding\/(\?step=pups)?$/);
});

test('a name typed before the quiz has hydrated is kept, and Continue waits for the code', async ({
  page,
}) => {
  const scripts = await holdPageScripts(page);
  await page.goto('/onboarding/', { waitUntil: 'commit' });
  await scripts.requested;
  await page.getByLabel('Your pup’s name').fill('Pepper');
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  scripts.release();
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about Pepper' })).toBeVisible();
  await expect(page).toHaveURL(/\?step=pup-1$/);
});
