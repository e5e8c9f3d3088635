import { expect, seriousA11yViolations, test } from './fixtures/test';
import { expectConfirmation, fillCheckout, quizToPlan } from './support/quiz';
import { uniqueTag } from './support/clock';

test('renewal terms agreed at checkout are on My plan; a check-in previews the new price; cancelling is one click after the reason', async ({
  page,
}) => {
  test.slow();
  await quizToPlan(page, `honest-${uniqueTag()}@example.test`, 'Juniper');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillCheckout(page, '4242 4242 4242 4242');
  const shown = await page.getByRole('region', { name: 'Automatic renewal terms' }).textContent();
  expect(shown).toContain('Juniper’s box renews every');
  expect(shown).toContain('The first renewal is charged to your card on');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectConfirmation(page);
  await page.getByRole('link', { name: 'Manage my plan' }).click();

  // The terms as agreed, word for word, with the date.
  const terms = page.getByRole('region', { name: 'Your renewal terms' });
  await expect(terms.getByRole('heading', { level: 3 })).toContainText('Juniper: agreed on');
  const kept = await terms
    .getByRole('article')
    .getByRole('paragraph')
    .filter({ hasText: 'Your plan is a subscription' })
    .textContent();
  expect(shown).toContain(kept);

  // A weigh-in: the new calories, portion and price first; the plan changes only on confirm.
  const plan = page.getByRole('region', { name: 'Juniper’s plan' });
  const priceNow = await plan.getByText(/per week\)/).textContent();
  await plan.getByRole('button', { name: 'Update Juniper’s weight' }).click();
  await plan.getByLabel('Juniper’s weight (lbs)').fill('31');
  await plan
    .getByRole('group', { name: 'How does Juniper look?' })
    .getByRole('radio', { name: 'A little heavy' })
    .check();
  // The preview is the server's quote: wait for its answer (however busy the shared server is)
  // and name its status, so a failure says whether the quote or the screen went wrong.
  const quoted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/check_in/quote/'),
  );
  await plan.getByRole('button', { name: 'See the new portion' }).click();
  expect((await quoted).status()).toBe(200);
  const preview = plan.getByRole('status', { name: 'New portion' });
  await expect(preview).toContainText('Price per week');
  await expect(preview).toContainText(/will be the first with the new portion/);
  const newWeekly = (await preview
    .locator('dt:has-text("Price per week") + dd')
    .textContent())!.split(' (')[0]!;
  expect(await plan.getByText(/per week\)/).textContent()).toBe(priceNow);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await plan.getByRole('button', { name: 'Confirm the new portion' }).click();
  await expect(plan.getByText(`(${newWeekly} per week)`)).toBeVisible();

  // Cancel: the reason, one offer beside "Cancel my plan", declined with one click.
  await plan.getByRole('button', { name: 'More actions' }).click();
  await plan.getByRole('menuitem', { name: 'Cancel plan' }).click();
  await plan
    .getByRole('group', { name: /Why are you cancelling/ })
    .getByRole('radio', { name: 'Too expensive' })
    .check();
  const offer = plan.getByRole('group', { name: 'Before you go' });
  await expect(offer).toContainText(/a week instead of/);
  await expect(plan.getByRole('button', { name: 'Cancel my plan' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await plan.getByRole('button', { name: 'Cancel my plan' }).click();
  await expect(plan.getByRole('heading', { level: 2 })).toContainText('cancelled');
});
