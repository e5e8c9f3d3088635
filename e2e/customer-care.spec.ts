import { expect, seriousA11yViolations, test } from './fixtures/test';
import { openCustomerInConsole, signInAsStaff } from './support/staff';
import { subscribe } from './support/subscribe';
import { uniqueTag } from './support/clock';

test('support finds a customer by email, skips their next box and refunds part of one line; the customer sees both', async ({
  page,
  newContext,
}) => {
  test.slow();
  const email = `care-${uniqueTag()}@example.test`;
  await subscribe(page, email, 'Clover');
  const plan = page.getByRole('region', { name: 'Clover’s plan' });
  // The box that can still change: after the paid one on its way, when there is one.
  const nextBox = plan
    .getByRole('heading', { level: 3, name: /^(Next box|Box after that), / })
    .last();
  const before = await nextBox.textContent();

  const staffContext = await newContext();
  const agent = await staffContext.newPage();
  await signInAsStaff(agent, { role: 'support' });

  await test.step('find the customer by the start of their email', async () => {
    await agent.getByRole('link', { name: 'Customers' }).click();
    await agent.getByLabel('Email, name, phone or order number').fill(email.slice(0, 18));
    await agent.getByRole('button', { name: 'Search' }).click();
    const results = agent.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('cell', { name: email })).toBeVisible();
    expect(await seriousA11yViolations(agent)).toEqual([]);
    await results.getByRole('row').filter({ hasText: email }).getByRole('link').click();
    await expect(agent.getByRole('region', { name: 'Profile' })).toContainText(email);
  });

  await test.step('skip the next box for them', async () => {
    const care = agent.getByRole('region', { name: /^Clover’s plan/ });
    await care.getByRole('button', { name: 'Skip next box' }).click();
    await expect(agent.getByText('Clover’s next box is skipped.')).toBeVisible();
    expect(await seriousA11yViolations(agent)).toEqual([]);
  });

  await test.step('refund part of the plan line of the first box', async () => {
    const orders = agent.getByRole('region', { name: 'Orders' });
    await orders.locator('summary').first().click();
    const lineField = orders.getByLabel(/^Refund for .*plan \(order #\d+\)$/).first();
    await lineField.fill('5.25');
    await orders.getByLabel(/^Reason for refunding order #\d+$/).fill('Bag arrived torn');
    await orders.getByRole('button', { name: 'Refund these amounts' }).click();
    await expect(agent.getByText(/^Refund for order #\d+ sent\.$/)).toBeVisible();
    await expect(orders.locator('summary').first()).toContainText('Refunded $5.25');
  });

  await test.step('the customer sees the skipped box on My plan and the refund in their history', async () => {
    await page.reload();
    await expect(nextBox).not.toHaveText(before!);
    await expect(page.getByRole('region', { name: 'Order history' })).toContainText(
      /Order #\d+, .*Refunded \$5\.25/,
    );
  });

  await test.step('the failed-payments queue opens for support', async () => {
    await agent.getByRole('link', { name: 'Failed payments' }).click();
    await expect(agent.getByRole('heading', { level: 1, name: 'Failed payments' })).toBeVisible();
    expect(await seriousA11yViolations(agent)).toEqual([]);
  });
  await staffContext.close();
});

test('support changes a customer’s recipes, adds an extra and gives credit; the customer sees all three on My plan', async ({
  page,
  newContext,
}) => {
  test.slow();
  const email = `plan-care-${uniqueTag()}@example.test`;
  await subscribe(page, email, 'Juniper');
  const plan = page.getByRole('region', { name: 'Juniper’s plan' });
  const recipesBefore = await plan.locator('dt:has-text("Recipes") + dd').textContent();
  // A fresh recipe the plan does not have yet: the one the agent adds.
  const added = ['Fresh Turkey', 'Fresh Pork', 'Fresh Beef', 'Fresh Chicken'].find(
    (name) => !recipesBefore!.includes(name),
  )!;

  const staffContext = await newContext();
  const agent = await staffContext.newPage();
  await signInAsStaff(agent, { role: 'support' });
  await openCustomerInConsole(agent, email);
  const care = agent.getByRole('region', { name: /^Juniper’s plan/ });

  await test.step('change the recipes, with the new price shown before saving', async () => {
    await care.getByRole('button', { name: 'Change recipes' }).click();
    await care
      .getByRole('group', { name: 'Fresh recipes' })
      .getByRole('checkbox', { name: new RegExp(`^${added}`) })
      .check();
    await expect(care.getByText(/ per week$/)).toBeVisible();
    expect(await seriousA11yViolations(agent)).toEqual([]);
    await care.getByRole('button', { name: 'Save recipes' }).click();
    await expect(agent.getByText('Juniper’s recipes are changed.')).toBeVisible();
  });

  await test.step('add an extra every other box, its cost said before saving', async () => {
    await care.getByRole('button', { name: 'Change extras' }).click();
    await care.getByRole('checkbox', { name: /^Zoomies Hip & Joint/ }).check();
    await care.getByLabel('How often for Zoomies Hip & Joint').selectOption('Every other box');
    await expect(care.getByText(/^Extras will add .* every other box/)).toBeVisible();
    await care.getByRole('button', { name: 'Save extras' }).click();
    await expect(agent.getByText('Juniper’s extras are changed.')).toBeVisible();
  });

  await test.step('give account credit with a reason', async () => {
    const credit = agent.getByRole('form', { name: 'Add account credit' });
    await credit.getByLabel('Credit amount ($)').fill('12.50');
    await credit.getByLabel('Reason for the credit').fill('Box arrived late');
    await credit.getByRole('button', { name: 'Add credit' }).click();
    await expect(agent.getByText('Credit added.')).toBeVisible();
  });

  await test.step('the customer sees the recipes, the extra and the credit on My plan', async () => {
    await page.reload();
    await expect(plan.locator('dt:has-text("Recipes") + dd')).toContainText(added);
    await expect(plan).toContainText('Zoomies Hip & Joint × 1 (every other box)');
    const credit = page.getByRole('region', { name: 'Account credit' });
    await expect(credit).toContainText('Balance: $12.50');
    await expect(credit.getByRole('row').filter({ hasText: 'Box arrived late' })).toContainText(
      '$12.50',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
  await staffContext.close();
});

test('fulfilment staff cannot open customers', async ({ page }) => {
  await signInAsStaff(page, { role: 'fulfilment' });
  await expect(page.getByRole('link', { name: 'Customers' })).toHaveCount(0);
  const response = await page.goto('/admin/customers/?q=robin');
  expect(response?.status()).toBe(403);
});
