import { expect, seriousA11yViolations, test } from './fixtures/test';
import { openCustomerInConsole, signInAsStaff } from './support/staff';
import { subscribe } from './support/subscribe';
import { uniqueTag } from './support/clock';
import { PET_MESSAGES } from '../src/domain/pet-messages';

test('support adds a pup for a customer on the phone; the new plan shows in the console and on My plan', async ({
  page,
  newContext,
}) => {
  test.slow();
  const email = `add-pup-${uniqueTag()}@example.test`;
  await subscribe(page, email, 'Olive');
  await expect(page.getByRole('region', { name: 'Olive’s plan' })).toBeVisible();

  const staffContext = await newContext();
  const agent = await staffContext.newPage();
  await signInAsStaff(agent, { role: 'support' });
  await openCustomerInConsole(agent, email);
  const panel = agent.getByRole('region', { name: 'Add a pup' });

  await test.step('the pup’s details, checked as the quiz checks them', async () => {
    await panel.getByRole('button', { name: 'Show recommended plans' }).click();
    await expect(panel.getByText(PET_MESSAGES.weight)).toBeVisible();
    await panel.getByLabel('Pup’s name').fill('Rye');
    await panel.getByLabel('Current weight (lbs)').fill('40');
    await panel.getByLabel('Daily walks and play').check();
    await panel.getByLabel('Yes', { exact: true }).check();
    await panel.getByLabel('Birth year').selectOption('2021');
    await panel.getByLabel('Birth month').selectOption('March');
    await panel.getByRole('button', { name: 'Show recommended plans' }).click();
  });

  await test.step('a recommended plan, a first day and the customer’s consent; charged once', async () => {
    const plan = panel.getByRole('form', { name: 'New pup’s plan' });
    await expect(plan.getByRole('radio').first()).toBeChecked();
    await expect(plan).toContainText('card ending 4242');
    // The agent reads out the terms the consent will hold: amount with tax, first charge, cancel.
    const readOut = plan.getByRole('blockquote');
    await expect(readOut).toContainText(/Rye’s box renews every \d weeks at \$[\d.]+ \(/);
    await expect(readOut).toContainText('The first renewal is charged to your card on');
    await expect(readOut).toContainText('Cancel online any time');
    const termsText = (await readOut.textContent())!.trim();
    expect(await seriousA11yViolations(agent)).toEqual([]);
    await plan.getByLabel(/agreed to the renewal terms/).check();
    await plan.getByRole('button', { name: 'Add pup and charge card' }).click();
    await expect(
      agent.getByText(/^Rye added: first box on .*charged to the saved card\.$/),
    ).toBeVisible();
    await expect(agent.getByRole('region', { name: /^Rye’s plan/ })).toBeVisible();
    await expect(agent.getByRole('region', { name: 'Profile' })).toContainText('Olive, Rye');
    // The consent recorded holds the very words read out.
    await expect(agent.getByRole('region', { name: 'Renewal consents' })).toContainText(termsText);
    expect(await seriousA11yViolations(agent)).toEqual([]);
  });

  await test.step('the customer sees both pups’ plans on My plan', async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Olive’s plan' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rye’s plan' })).toBeVisible();
  });
  await staffContext.close();
});
