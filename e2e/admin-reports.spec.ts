import { uniqueTag } from './support/clock';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures/test';
import { signInAsStaff } from './support/staff';
import { subscribe } from './support/subscribe';

/** A figure on the reports page, as a number (dollars or a count). */
async function figure(agent: Page, label: string): Promise<number> {
  const value = await agent.locator(`dt:text-is("${label}") + dd`).first().textContent();
  return Number(value!.replace(/[$,]/g, ''));
}

test('support reads the reports for a range, changes a customer’s frequency and pauses the plan until a date; the customer sees both', async ({
  page,
  newContext,
}) => {
  test.slow();
  const staffContext = await newContext();
  const agent = await staffContext.newPage();
  await signInAsStaff(agent, { role: 'support' });

  await test.step('the reports for the last 7 days, before the customer signs up', async () => {
    await agent.getByRole('link', { name: 'Reports' }).click();
    await agent.getByLabel('Preset').selectOption('last_7_days');
    await agent.getByRole('button', { name: 'Show report' }).click();
    await expect(agent.getByRole('heading', { level: 2, name: /\(7 days\)$/ })).toBeVisible();
    expect(await seriousA11yViolations(agent)).toEqual([]);
  });
  const startedBefore = await figure(agent, 'Plans started');
  const grossBefore = await figure(agent, 'Gross revenue');
  const activeBefore = await figure(agent, 'Active plans');

  const email = `reports-${uniqueTag()}@example.test`;
  await subscribe(page, email, 'Pepper');

  await test.step('the new customer’s plan and first box are in the figures', async () => {
    await agent.reload();
    // Other journeys may sign customers up at the same time: this one is at least in them.
    expect(await figure(agent, 'Plans started')).toBeGreaterThanOrEqual(startedBefore + 1);
    expect(await figure(agent, 'Active plans')).toBeGreaterThanOrEqual(activeBefore + 1);
    expect(await figure(agent, 'Gross revenue')).toBeGreaterThan(grossBefore);
    await expect(
      agent.getByRole('table', { name: /Customers whose first box was paid/ }),
    ).toBeVisible();
    await expect(agent.getByRole('table', { name: /Active plans charged each day/ })).toBeVisible();
  });

  await test.step('custom dates are checked: the end before the start is refused', async () => {
    await agent.getByLabel('Preset').selectOption('');
    await agent.getByLabel('From', { exact: true }).fill('2030-02-10');
    await agent.getByLabel('To', { exact: true }).fill('2030-02-01');
    await agent.getByRole('button', { name: 'Show report' }).click();
    await expect(agent.getByText('The end date is before the start date.')).toBeVisible();
    expect(await seriousA11yViolations(agent)).toEqual([]);
  });

  const care = agent.getByRole('region', { name: /^Pepper’s plan/ });
  await test.step('support changes the frequency to one-week boxes', async () => {
    await agent.getByRole('link', { name: 'Customers' }).click();
    await agent.getByLabel('Email, name, phone or order number').fill(email);
    await agent.getByRole('button', { name: 'Search' }).click();
    const results = agent.getByRole('region', { name: 'Results' });
    await results.getByRole('row').filter({ hasText: email }).getByRole('link').click();
    await care.getByLabel('How often Pepper’s boxes come').selectOption('1');
    await care.getByRole('button', { name: 'Change frequency' }).click();
    await expect(agent.getByText('Pepper’s boxes now come every 1 week.')).toBeVisible();
  });

  let until = '';
  await test.step('support pauses the plan until a date weeks away', async () => {
    // The furthest date the box could move to: a delivery day by the server's own calendar.
    const options = care.getByLabel('Move Pepper’s next box to').locator('option');
    until = (await options.last().getAttribute('value'))!;
    await care.getByLabel(/Pause Pepper’s plan until/).fill(until);
    await care.getByRole('button', { name: 'Pause until this date' }).click();
    await expect(agent.getByRole('heading', { name: 'Pepper’s plan (paused)' })).toBeVisible();
    await expect(care).toContainText('Paused until');
    expect(await seriousA11yViolations(agent)).toEqual([]);
  });

  await test.step('the customer’s My plan shows the pause and the one-week boxes', async () => {
    await page.reload();
    const plan = page.getByRole('region', { name: /^Pepper’s plan/ });
    const day = new Date(`${until}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    await expect(plan.locator('dt:text-is("Paused until") + dd')).toContainText(day);
    await expect(plan.locator('dt:text-is("Each box") + dd')).toContainText('1 week of food');
  });
  await staffContext.close();
});
