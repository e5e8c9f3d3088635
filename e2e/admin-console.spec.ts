import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { latestEmailTo } from './support/accounts';
import { signInAsStaff } from './support/staff';
import { expect, test } from './fixtures/test';
import { serverTotp, uniqueTag } from './support/clock';

const OWNER_LINK_FILE = join(process.cwd(), '.data', 'e2e', 'owner-setup-link.txt');

/** The path and query of the first set-up link in a text (the host is the server's own). */
function setupPath(text: string): string {
  const link = /https?:\/\/\S+\/admin\/setup\/\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no set-up link in: ${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('the first owner sets up with an authenticator, invites an agent, who signs in with one too, without the Staff page', async ({
  page,
  newContext,
  baseURL,
}) => {
  // Nobody signed in: the console sends you to its sign-in page.
  await page.goto('/admin/staff/');
  await expect(page).toHaveURL(/\/admin\/login\/\?next=/);

  // The link `npm run staff:create` printed for the first owner.
  await page.goto(setupPath(readFileSync(OWNER_LINK_FILE, 'utf8')));
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('owner-sheepdog-2041');
  await page.getByLabel('Confirm password').fill('owner-sheepdog-2041');
  await page.getByLabel('Code from your app').fill(await serverTotp(page.request, secret));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('status')).toHaveText('Your account is ready.');

  await page.getByRole('link', { name: 'Sign in to the console' }).click();
  await page.getByLabel('Email').fill('first.owner@staff.e2e.test');
  await page.getByLabel('Password').fill('owner-sheepdog-2041');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  // A code is accepted once (RFC 6238): the set-up spent this step's, so sign in with the next
  // step's code, which the server's one-step tolerance accepts.
  await page.getByLabel('Authenticator code').fill(await serverTotp(page.request, secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Staff' }).click();
  await page.getByLabel('Email').fill('agent.pat@staff.e2e.test');
  await page.getByLabel('Name').fill('Pat');
  await page.getByLabel('Role', { exact: true }).selectOption('support');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to agent.pat@staff.e2e.test.')).toBeVisible();
  await expect(page.getByRole('cell', { name: /^agent\.pat@staff\.e2e\.test/ })).toBeVisible();

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'staff.invite' })).toBeVisible();

  // The agent, in a browser of their own, follows the emailed link.
  const agentContext = await newContext();
  // The agent has made their cookie choice too, so the banner does not cover the form.
  await agentContext.addCookies([{ name: 'ollie_consent', value: 'denied', url: baseURL! }]);
  const agent = await agentContext.newPage();
  await agent.goto(setupPath(await latestEmailTo('agent.pat@staff.e2e.test')));
  // Support signs in with an authenticator too (issue 51): the set-up asks for its code.
  const agentSecret = (await agent.getByTestId('totp-secret').textContent())!.trim();
  await agent.getByLabel('Password', { exact: true }).fill('agent-collie-7788');
  await agent.getByLabel('Confirm password').fill('agent-collie-7788');
  await agent.getByRole('button', { name: 'Save and continue' }).click();
  await expect(agent.getByText('The console needs two-step sign-in')).toBeVisible();
  await agent.getByLabel('Code from your app').fill(await serverTotp(agent.request, agentSecret));
  await agent.getByRole('button', { name: 'Save and continue' }).click();
  await agent.getByRole('link', { name: 'Sign in to the console' }).click();
  await agent.getByLabel('Email').fill('agent.pat@staff.e2e.test');
  await agent.getByLabel('Password').fill('agent-collie-7788');
  await agent.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    agent.getByText('Enter the 6-digit code from your authenticator app.'),
  ).toBeVisible();
  await agent
    .getByLabel('Authenticator code')
    .fill(await serverTotp(agent.request, agentSecret, 1));
  await agent.getByRole('button', { name: 'Sign in' }).click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const agentNav = agent.getByRole('navigation', { name: 'Console' });
  await expect(agentNav.getByRole('link', { name: 'Offers' })).toBeVisible();
  await expect(agentNav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(agentNav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  const forbidden = await agent.goto('/admin/staff/');
  expect(forbidden?.status()).toBe(403);
  await expect(agent.getByRole('heading', { level: 1 })).toHaveText('Not available to your role');

  // The owner deactivates the agent: the agent's very next page is the sign-in page.
  await nav.getByRole('link', { name: 'Staff' }).click();
  await page
    .getByRole('row', { name: /agent\.pat/ })
    .getByRole('button', { name: 'Deactivate…' })
    .click();
  await page.getByRole('button', { name: 'Yes, deactivate' }).click();
  await expect(page.getByText('agent.pat@staff.e2e.test updated.')).toBeVisible();
  await agent.goto('/admin/');
  await expect(agent).toHaveURL(/\/admin\/login\//);
  await agentContext.close();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login\/$/);
});

test('an owner creates an offer code the shop accepts, then expires it', async ({ page }) => {
  await signInAsStaff(page, { role: 'owner' });
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Offers' })
    .click();
  const code = `PUPS${uniqueTag().toUpperCase()}`;
  const form = page.getByRole('form', { name: 'New offer code' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Discount').selectOption('PERCENT_AMOUNT');
  await form.getByLabel('Amount (dollars or percent)').fill('15');
  await form.getByLabel('Uses per customer').fill('1');
  await form.getByLabel('Applies to').selectOption('EVERY_BOX');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`${code} created.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('15% off');
  await expect(row).toContainText('Every box');
  await expect(row).toContainText('live');
  expect((await page.request.get(`/api/v3/coupons/${code}/`)).status()).toBe(200);

  await row.getByRole('button', { name: `Expire ${code}` }).click();
  await expect(page.getByText(`${code} expired.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('expired');
  expect((await page.request.get(`/api/v3/coupons/${code}/`)).status()).toBe(404);
});
