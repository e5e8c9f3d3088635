import { expect, seriousA11yViolations, test } from './fixtures/test';
import { latestEmailTo } from './support/accounts';
import { signInAsStaff } from './support/staff';
import { subscribe } from './support/subscribe';
import { uniqueTag } from './support/clock';

/** The newest email to `email` that carries a skip link, once the worker has delivered it. */
async function skipLinkIn(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const text = await latestEmailTo(email, 0, '/skip-box/').catch(() => '');
      link = /https?:\/\/\S+\/skip-box\/\?token=\S+/.exec(text)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return url.pathname + url.search;
}

test('the renewal reminder’s skip link skips the box once; a second click says it was used', async ({
  page,
}) => {
  test.slow();
  const email = `skip-${uniqueTag()}@example.test`;
  await subscribe(page, email, 'Juniper');
  const plan = page.getByRole('region', { name: 'Juniper’s plan' });
  const nextDelivery = plan.locator('dt:text-is("Next delivery") + dd');
  const before = (await nextDelivery.textContent())!;

  const reminded = await page.request.post('/api/e2e/renewal-reminder/', { data: { email } });
  expect(reminded.status()).toBe(201);
  const link = await skipLinkIn(email);

  // Opening the link (as a link previewer would) changes nothing: it asks first.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Skip a box' })).toBeVisible();
  await expect(page.getByText(`Skip Juniper’s box arriving on ${before}?`)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Skip this box' }).click();
  const done = page.getByRole('status').filter({ hasText: 'is skipped' });
  await expect(done).toContainText(`Juniper’s box on ${before} is skipped.`);
  const after = /The next one arrives on ([^.]+)\./.exec((await done.textContent())!)![1]!;
  expect(after).not.toBe(before);

  await page.getByRole('link', { name: 'Go to My plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
  await expect(nextDelivery).toHaveText(after);

  await page.goto(link);
  // (Next's route announcer is an alert too.)
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link was already used.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My plan' })).toBeVisible();
});

test('staff preview every email in the console; a role without the permission cannot', async ({
  page,
  newContext,
}) => {
  await signInAsStaff(page, { role: 'support' });
  const answer = await page.goto('/admin/emails/');
  expect(answer?.status()).toBe(200);
  await page.getByRole('link', { name: 'Renewal reminder' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Renewal reminder' })).toBeVisible();
  await expect(
    page.getByText('Biscuit’s next box arrives on Thursday, December 3', { exact: true }),
  ).toBeVisible();
  const frame = page.frameLocator('iframe[title="Renewal reminder: HTML part"]');
  await expect(frame.getByRole('link', { name: 'Skip this box' })).toBeVisible();
  await expect(page.locator('pre')).toContainText('/skip-box/?token=sample');

  const otherContext = await newContext();
  const other = await otherContext.newPage();
  await signInAsStaff(other, { role: 'fulfilment' });
  const refused = await other.goto('/admin/emails/');
  expect(refused?.status()).toBe(403);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Not available to your role');
  await otherContext.close();

  const anonymousContext = await newContext();
  const anonymous = await anonymousContext.newPage();
  await anonymous.goto('/admin/emails/');
  await expect(anonymous).toHaveURL(/\/admin\/login\//);
  await anonymousContext.close();
});
