import { readFile } from 'node:fs/promises';
import { expect, seriousA11yViolations, test } from './fixtures/test';
import { CUSTOMER_PASSWORD } from './support/api-customer';
import { signInAsStaff } from './support/staff';
import { subscribe } from './support/subscribe';
import { uniqueTag } from './support/clock';

test('a customer downloads their data and deletes their account; the order stays in the console without their name', async ({
  page,
  newContext,
}) => {
  test.slow();
  const email = `rights-${uniqueTag()}@example.test`;
  await subscribe(page, email, 'Pepper');
  const session = (await (await page.request.get('/api/auth/session/')).json()) as {
    user: { id: number };
  };
  const customerId = session.user.id;
  const history = page.getByRole('region', { name: 'Order history' });
  await expect(history).toContainText(/Order #\d+/);
  const orderNumber = /Order #(\d+)/.exec((await history.textContent()) ?? '')?.[1];
  expect(orderNumber).toBeTruthy();

  await test.step('download my data from My info', async () => {
    await page.goto('/account/my-info/');
    const card = page.getByRole('region', { name: 'Your data' });
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^ollie-data-${customerId}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      profile: { email: string };
      pups: Array<{ name: string }>;
      orders: Array<{ id: number }>;
    };
    expect(data.profile.email).toBe(email);
    expect(data.pups.map((pup) => pup.name)).toEqual(['Pepper']);
    expect(data.orders.map((order) => String(order.id))).toContain(orderNumber);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  await test.step('delete my account after typing my email and choosing what becomes of my box', async () => {
    const card = page.getByRole('region', { name: 'Your data' });
    await card.getByRole('button', { name: 'Delete my account' }).click();
    await card.getByLabel('Type your email to confirm').fill(email);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Delete my account permanently' }).click();
    // The first box is paid and not shipped yet: the dialog shows it and asks first.
    const boxes = card.getByRole('region', { name: 'Boxes not shipped yet' });
    await expect(boxes).toContainText('Your paid box has not shipped yet');
    await expect(boxes).toContainText(/Pepper’s box, arriving \w+day, \w+ \d+: \$\d+\.\d\d/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await boxes
      .getByRole('radio', { name: /^Cancel it and refund \$\d+\.\d\d to the card$/ })
      .check();
    await card.getByRole('button', { name: 'Delete my account permanently' }).click();
    // The box's refund goes through the payment provider before the account is erased.
    await expect(page).toHaveURL(/\/account-deleted\/$/, { timeout: 15_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account is deleted' }),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  await test.step('the old email and password no longer sign in', async () => {
    await page.goto('/auth/login/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('don’t match');
  });

  await test.step('support still finds the order, without the person', async () => {
    const staffContext = await newContext();
    const agent = await staffContext.newPage();
    await signInAsStaff(agent, { role: 'support' });
    await agent.goto(`/admin/customers/${customerId}/`);
    const profile = agent.getByRole('region', { name: 'Profile' });
    await expect(profile).toContainText(`deleted-${customerId}@invalid`);
    await expect(profile).not.toContainText(email);
    await expect(profile).not.toContainText('Rivera');
    const orders = agent.getByRole('region', { name: 'Orders' });
    await expect(orders).toContainText(`#${orderNumber}`);
    await expect(orders).not.toContainText('Rivera');
    await expect(orders).not.toContainText('48 Kibble Court');
    await staffContext.close();
  });
});
