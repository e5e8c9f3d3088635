import { readFileSync } from 'node:fs';
import { expect, seriousA11yViolations, test } from './fixtures/test';
import { subscribeThroughApi } from './support/api-customer';
import { uniqueTag } from './support/clock';
import { openCustomerInConsole, signInAsStaff } from './support/staff';

const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

test('support previews a bulk skip of two plans, applies it, and sees it on the timeline', async ({
  newContext,
}) => {
  test.slow();
  const tag = `bulk${uniqueTag()}`;
  const emails = [`${tag}-a@example.test`, `${tag}-b@example.test`];
  for (const [index, email] of emails.entries()) {
    const customer = await (await newContext()).newPage();
    await subscribeThroughApi(customer, email, index ? 'Pickle' : 'Noodle');
  }

  const agent = await (await newContext()).newPage();
  await signInAsStaff(agent, { role: 'support' });
  await agent.goto(`/admin/subscriptions/?q=${tag}`);
  const plans = agent.getByRole('region', { name: 'Plans' });
  const rows = plans.getByRole('row').filter({ hasText: /Noodle|Pickle/ });
  await expect(rows).toHaveCount(2);
  const before = await rows.evaluateAll((all) =>
    all.map((row) => row.querySelectorAll('td')[6]?.textContent?.trim() ?? ''),
  );

  await test.step('tick both plans and preview the skip: nothing changes yet', async () => {
    await agent.getByRole('checkbox', { name: /\(Noodle\)/ }).check();
    await agent.getByRole('checkbox', { name: /\(Pickle\)/ }).check();
    const bulk = agent.getByRole('region', { name: 'Act on the chosen plans' });
    await expect(bulk.getByText('2 plans chosen on this page.')).toBeVisible();
    await bulk.getByLabel('Action').selectOption('skip');
    await bulk.getByRole('button', { name: 'Preview' }).click();
    await expect(bulk.getByRole('heading', { name: 'Preview: 2 plans will change' })).toBeVisible();
    await expect(bulk.getByText('No email is sent to customers.')).toBeVisible();
    await expect(bulk.getByText(emails[0]!)).toBeVisible();
    expect(await seriousA11yViolations(agent)).toEqual([]);
  });

  await test.step('apply it: both next boxes move on, once', async () => {
    const bulk = agent.getByRole('region', { name: 'Act on the chosen plans' });
    await bulk.getByRole('button', { name: 'Apply to 2 plans' }).click();
    await expect(agent.getByRole('status').getByText('Done: 2 plans changed.')).toBeVisible();
    await expect
      .poll(() =>
        rows.evaluateAll((all) =>
          all.map((row) => row.querySelectorAll('td')[6]?.textContent?.trim() ?? ''),
        ),
      )
      .not.toEqual(before);
    const after = await rows.evaluateAll((all) =>
      all.map((row) => row.querySelectorAll('td')[6]?.textContent?.trim() ?? ''),
    );
    after.forEach((date, index) => expect(date > before[index]!).toBe(true));
  });

  await test.step('the customer page’s timeline shows the skip, newest first', async () => {
    await openCustomerInConsole(agent, emails[0]!);
    const timeline = agent.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText(/^subscription\.skip \(plan #\d+\)$/)).toBeVisible();
    await expect(timeline.getByText(/^Order #\d+ \(first box, paid\)$/)).toBeVisible();
    // Newest first: the skip came after the order.
    const titles = await timeline.getByRole('row').allTextContents();
    const skipAt = titles.findIndex((text) => text.includes('subscription.skip'));
    const orderAt = titles.findIndex((text) => /Order #\d+ \(first box/.test(text));
    expect(skipAt).toBeGreaterThan(0);
    expect(skipAt).toBeLessThan(orderAt);
    expect(await seriousA11yViolations(agent)).toEqual([]);
  });
});

test('fulfilment reads the production plan for a cook date and downloads its kitchen CSV', async ({
  page,
  newContext,
}) => {
  test.slow();
  const { deliveryDate } = await subscribeThroughApi(
    page,
    `cook-${uniqueTag()}@example.test`,
    'Tofu',
  );
  const cookDate = daysBefore(deliveryDate, 4);

  const kitchen = await (await newContext()).newPage();
  await signInAsStaff(kitchen, { role: 'fulfilment' });
  await kitchen
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Production plan' })
    .click();
  await expect(kitchen.getByRole('heading', { level: 1, name: 'Production plan' })).toBeVisible();
  await kitchen.getByLabel('Cook date', { exact: true }).fill(cookDate);
  await kitchen.getByRole('button', { name: 'Show plan' }).click();
  await expect(kitchen).toHaveURL(new RegExp(`date=${cookDate}`));
  await expect(kitchen.getByRole('heading', { level: 2, name: /^Cook on / })).toBeVisible();
  const recipes = kitchen.getByRole('table', { name: 'Recipes' });
  await expect(
    recipes.getByRole('row').filter({ hasText: /\d+ trays?.*\d+\.\d\d kg/ }),
  ).not.toHaveCount(0);
  await expect(
    kitchen.getByRole('table', { name: 'Ingredients' }).getByRole('row', { name: /Fish oil/ }),
  ).toBeVisible();
  expect(await seriousA11yViolations(kitchen)).toEqual([]);

  const [download] = await Promise.all([
    kitchen.waitForEvent('download'),
    kitchen.getByRole('button', { name: 'Download kitchen CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`production-${cookDate}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(csv[0]).toBe('cook_date,delivery_date,line_type,key,name,unit,units,kilograms');
  expect(csv[1]).toMatch(new RegExp(`^${cookDate},${deliveryDate},recipe,`));
  expect(csv.some((line) => line.includes(',ingredient,fish-oil,Fish oil,kg,,'))).toBe(true);
});
