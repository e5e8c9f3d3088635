import { serverTotp, uniqueTag } from './support/clock';
import { readFileSync } from 'node:fs';
import { expect, seriousA11yViolations, test } from './fixtures/test';
import { subscribeThroughApi } from './support/api-customer';
import { signInAsStaff } from './support/staff';

test('support filters subscriptions by next delivery, saves the view, re-opens it and exports its CSV', async ({
  page,
  newContext,
}) => {
  test.slow();
  const email = `plans-${uniqueTag()}@example.test`;
  await subscribeThroughApi(page, email, 'Biscuit');

  const staffContext = await newContext();
  const agent = await staffContext.newPage();
  const member = await signInAsStaff(agent, { role: 'support' });
  const filters = agent.getByRole('form', { name: 'Filters' });
  const plans = agent.getByRole('region', { name: 'Plans' });
  const viewName = `Biscuit week ${uniqueTag()}`;
  let nextDelivery = '';

  await test.step('find the new plan by its customer, then filter by its next delivery', async () => {
    await agent.getByRole('link', { name: 'Subscriptions' }).click();
    await expect(agent.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    expect(await seriousA11yViolations(agent)).toEqual([]);
    await filters.getByLabel('Search').fill(email.slice(3, 16));
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const row = plans.getByRole('row').filter({ hasText: 'Biscuit' });
    await expect(row).toHaveCount(1);
    // After the "Choose" column of the bulk actions.
    nextDelivery = (await row.getByRole('cell').nth(6).textContent())!.trim();
    expect(nextDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await filters.getByLabel('Next delivery from').fill(nextDelivery);
    await filters.getByLabel('Next delivery to').fill(nextDelivery);
    await filters.getByLabel('Plan status').selectOption('active');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(agent).toHaveURL(new RegExp(`next_from=${nextDelivery}`));
    await expect(plans.getByRole('row').filter({ hasText: 'Biscuit' })).toHaveCount(1);
    expect(await seriousA11yViolations(agent)).toEqual([]);
  });

  await test.step('save the view, clear the filters and re-open it', async () => {
    await agent.getByLabel('Name for these filters').fill(viewName);
    await agent.getByRole('button', { name: 'Save view' }).click();
    await expect(agent.getByText(`View “${viewName}” saved.`)).toBeVisible();
    await filters.getByRole('link', { name: 'Clear' }).click();
    await expect(filters.getByLabel('Next delivery from')).toHaveValue('');
    await agent
      .getByRole('list', { name: 'Your saved views' })
      .getByRole('link', { name: viewName })
      .click();
    await expect(filters.getByLabel('Next delivery from')).toHaveValue(nextDelivery);
    await expect(filters.getByLabel('Search')).toHaveValue(email.slice(3, 16));
    await expect(plans.getByRole('row').filter({ hasText: 'Biscuit' })).toHaveCount(1);
    expect(await seriousA11yViolations(agent)).toEqual([]);
  });

  await test.step('export the CSV: the plan, and only plans due that day', async () => {
    // An export asks for a fresh code (issue 51): none is refused with the reason shown.
    await agent.getByRole('button', { name: 'Export CSV' }).click();
    await expect(
      agent.getByText('Enter the current code from your authenticator app to export.'),
    ).toBeVisible();
    // Sign-in spent this step's code; the next step's is fresh (one step of drift is accepted).
    await agent
      .getByLabel('Authenticator code, to export')
      .fill(await serverTotp(agent.request, member.totpSecret!, 1));
    const [download] = await Promise.all([
      agent.waitForEvent('download'),
      agent.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    const header = lines[0]!.split(',');
    expect(header.slice(0, 5)).toEqual([
      'subscription_id',
      'customer_id',
      'customer_name',
      'email',
      'pup_name',
    ]);
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(1);
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    expect(cell(rows[0]!, 'email')).toBe(email);
    expect(cell(rows[0]!, 'pup_name')).toBe('Biscuit');
    expect(cell(rows[0]!, 'next_delivery_date')).toBe(nextDelivery);
    expect(cell(rows[0]!, 'status')).toBe('active');
  });

  await test.step('the customer list with its filters passes axe too', async () => {
    await agent.goto(`/admin/customers/list/?q=${encodeURIComponent(email)}`);
    await expect(
      agent.getByRole('region', { name: 'Customers' }).getByRole('cell', { name: email }),
    ).toBeVisible();
    expect(await seriousA11yViolations(agent)).toEqual([]);
  });
  await staffContext.close();
});
