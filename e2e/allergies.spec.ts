import { expect, seriousA11yViolations, test } from './fixtures/test';
import { expectConfirmation, fillCheckout } from './support/quiz';
import { uniqueTag } from './support/clock';

test('a pup allergic to chicken and beef: nothing with them pre-selected, warnings to acknowledge', async ({
  page,
}) => {
  test.slow();
  await page.goto('/onboarding/');
  await page.getByLabel('Your pup’s name').fill('Rex');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about Rex' })).toBeVisible();
  await page.getByLabel('Current weight (lbs)').fill('40');
  await page.getByRole('radio', { name: 'Daily walks and play' }).check();
  await page
    .getByRole('group', { name: /spayed or neutered/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByLabel('Birth year').selectOption('2020');
  await page.getByLabel('Birth month').selectOption('June');
  const allergies = page.getByRole('group', { name: 'Any food allergies? (optional)' });
  await allergies.getByRole('checkbox', { name: 'Chicken', exact: true }).check();
  await allergies.getByRole('checkbox', { name: 'Beef', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Your first name').fill('Ana');
  await page.getByLabel('Email').fill(`allergic-${uniqueTag()}@example.test`);
  await page.getByRole('button', { name: 'See my pup’s plan' }).click();

  const plan = page.getByRole('region', { name: 'Rex’s plan' });
  await expect(plan.getByText(/per week ·/)).toBeVisible({ timeout: 15_000 });
  const fresh = plan.getByRole('group', { name: 'Fresh recipes' });
  await expect(fresh.getByRole('checkbox', { name: /^Fresh Turkey/ })).toBeChecked();
  const freshChicken = fresh.getByRole('checkbox', { name: 'Fresh Chicken Contains chicken' });
  await expect(freshChicken).not.toBeChecked();
  await expect(fresh.getByRole('checkbox', { name: 'Fresh Beef Contains beef' })).not.toBeChecked();

  // Switching to Baked pre-selects nothing: both baked recipes hold chicken or beef.
  // The radio itself is visually hidden inside its card: the owner clicks the card.
  await plan.getByText('Baked', { exact: true }).click();
  await expect(plan.getByRole('radio', { name: /Baked/ })).toBeChecked();
  const baked = plan.getByRole('group', { name: 'Baked recipes' });
  await expect(baked.getByRole('checkbox', { name: /^Baked Chicken/ })).not.toBeChecked();
  await expect(baked.getByRole('checkbox', { name: /^Baked Beef/ })).not.toBeChecked();
  await expect(baked.getByRole('checkbox', { name: /^Baked Chicken/ })).toHaveAccessibleName(
    'Baked Chicken Contains chicken',
  );

  // Back to fresh: ticking Fresh Chicken warns, and checkout waits for the owner's consent.
  await plan.getByText('Fresh', { exact: true }).click();
  await expect(fresh.getByRole('checkbox', { name: /^Fresh Turkey/ })).toBeChecked();
  await fresh.getByRole('checkbox', { name: /^Fresh Chicken/ }).check();
  await expect(plan.getByRole('alert')).toHaveText(
    'Allergy warning: Fresh Chicken contains chicken, which Rex is allergic to.',
  );
  const consent = plan.getByRole('checkbox', {
    name: 'I understand, and still want Fresh Chicken',
  });
  await expect(consent).not.toBeChecked();

  // The jerky treats are flagged, never chosen for Rex.
  const extras = page.getByRole('region', { name: 'Add treats and supplements' });
  const chickenJerky = extras.getByRole('checkbox', { name: /^Chicken Jerky Strips/ });
  await expect(chickenJerky).toHaveAccessibleName(/Contains chicken$/);
  await expect(extras.getByRole('checkbox', { name: /^Beef Jerky Strips/ })).toHaveAccessibleName(
    /Contains beef$/,
  );
  await expect(extras.getByRole('checkbox', { name: /^Turkey Jerky Strips/ })).toHaveAccessibleName(
    /each$/,
  );
  for (const box of await extras.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await chickenJerky.check();
  await expect(extras.getByRole('alert')).toHaveText(
    'Allergy warning: Chicken Jerky Strips contains chicken, which Rex is allergic to.',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(
    page.getByText(
      'Please confirm the allergy warning for Fresh Chicken and Chicken Jerky Strips.',
    ),
  ).toBeVisible();
  // Still on the plan step: nothing went to checkout.
  await expect(page).toHaveURL(/\/onboarding\/\?step=plan$/);

  // The consents are ordinary checkboxes, reachable and ticked from the keyboard.
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  // The refusal follows what is still open, at once.
  await expect(
    page.getByText('Please confirm the allergy warning for Chicken Jerky Strips.'),
  ).toBeVisible();
  const jerkyConsent = extras.getByRole('checkbox', {
    name: 'I understand, and still want Chicken Jerky Strips',
  });
  await jerkyConsent.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  const summary = page.getByRole('region', { name: 'Your first box' });
  await expect(summary).toContainText('Chicken Jerky Strips');
  await expect(summary).toContainText('Rex');

  // As a subscriber: recipes and extras that add an allergen ask for consent again before saving.
  await fillCheckout(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectConfirmation(page);
  await page.getByRole('link', { name: 'Manage my plan' }).click();
  const myPlan = page.getByRole('region', { name: 'Rex’s plan' });
  await myPlan.getByRole('link', { name: 'Edit recipes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit recipes' })).toBeVisible();
  await page.getByRole('checkbox', { name: /^Fresh Pork/ }).uncheck();
  await page.getByRole('checkbox', { name: 'Fresh Beef Contains beef' }).check();
  // (Next's route announcer is an alert too.)
  await expect(page.getByRole('alert').filter({ hasText: 'Allergy warning' })).toHaveText(
    'Allergy warning: Fresh Beef contains beef, which Rex is allergic to.',
  );
  await page.getByRole('button', { name: 'Save recipes' }).click();
  await expect(page.getByText('Please confirm the allergy warning for Fresh Beef.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I understand, and still want Fresh Beef' }).check();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save recipes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
  await expect(myPlan).toContainText('Fresh Beef');

  await myPlan.getByRole('link', { name: 'Edit treats and supplements' }).click();
  const beefJerky = page.getByRole('checkbox', { name: /^Beef Jerky Strips/ });
  await expect(beefJerky).toHaveAccessibleName(/Contains beef$/);
  await beefJerky.check();
  await page.getByRole('button', { name: 'Save extras' }).click();
  await expect(
    page.getByText('Please confirm the allergy warning for Beef Jerky Strips.'),
  ).toBeVisible();
  await page
    .getByRole('checkbox', { name: 'I understand, and still want Beef Jerky Strips' })
    .check();
  await page.getByRole('button', { name: 'Save extras' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
});
