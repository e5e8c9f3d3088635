import { expect, seriousA11yViolations, test } from './fixtures/test';
import { signInAsStaff } from './support/staff';
import { subscribe } from './support/subscribe';

test('support finds a customer by email, skips their next box and refunds part of one line; the customer sees both', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const email = `care-${Date.now()}@example.test`;
  await subscribe(page, email, 'Clover');
  const plan = page.getByRole('region', { name: 'Clover’s plan' });
  const nextBox = plan.getByRole('heading', { level: 3, name: /^Next box, / });
  const before = await nextBox.textContent();

  const staffContext = await browser.newContext({ baseURL });
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

test('fulfilment staff cannot open customers', async ({ page }) => {
  await signInAsStaff(page, { role: 'fulfilment' });
  await expect(page.getByRole('link', { name: 'Customers' })).toHaveCount(0);
  const response = await page.goto('/admin/customers/?q=robin');
  expect(response?.status()).toBe(403);
});
