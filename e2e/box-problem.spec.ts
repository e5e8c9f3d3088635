import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures/test';
import { signInAsStaff } from './support/staff';
import { subscribe } from './support/subscribe';
import { uniqueTag } from './support/clock';

// The second journey changes the shop's claim limits: the two run one after the other.
test.describe.configure({ mode: 'serial' });

/**
 * The newest order on My plan, shipped by the warehouse and delivered by the offline carrier
 * (through the e2e server's test routes): "Report a problem" opens on delivery.
 */
async function shippedOrder(page: Page): Promise<string> {
  const history = page.getByRole('region', { name: 'Order history' });
  const summary = await history.locator('summary').first().textContent();
  const [, orderId] = /Order #(\d+),/.exec(summary ?? '') ?? [];
  expect(orderId).toBeTruthy();
  const shipped = await page.request.post('/api/e2e/ship-order/', {
    data: { order_id: Number(orderId) },
  });
  expect(shipped.status()).toBe(201);
  const delivered = await page.request.post('/api/e2e/carrier-advance/', {
    data: { order_id: Number(orderId), status: 'delivered' },
  });
  expect(delivered.status()).toBe(200);
  await page.goto('/account/');
  await expect(page.getByRole('list', { name: `Order #${orderId} tracking` })).toContainText(
    'Delivered on',
  );
  return orderId!;
}

/** Reports the box's plan as warm on arrival and asks for credit; returns the credit offered. */
async function reportWarmBox(page: Page, orderId: string): Promise<string> {
  await page.getByRole('button', { name: `Report a problem with order #${orderId}` }).click();
  const form = page.getByRole('region', { name: `A problem with order #${orderId}` });
  await form.getByRole('radio', { name: 'Warm on arrival' }).check();
  await form.getByRole('checkbox', { name: /week plan/ }).check();
  const credit = form.getByRole('radio', { name: /account credit$/ });
  await expect(credit).toBeVisible();
  await expect(form.getByRole('radio', { name: /^Send the items again \(arrives / })).toBeVisible();
  const amount = /\$[\d,]+\.\d{2}/.exec((await credit.locator('..').textContent()) ?? '')![0];
  await credit.check();
  await form.getByLabel(/Anything else we should know/).fill('The ice packs had melted.');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Send report' }).click();
  return amount;
}

test('a customer reports a warm box and receives credit on My plan', async ({ page }) => {
  test.slow();
  await subscribe(page, `warm-${uniqueTag()}@example.test`, 'Clover');
  const orderId = await shippedOrder(page);
  const amount = await reportWarmBox(page, orderId);

  const reported = page.getByRole('list', { name: `Order #${orderId} problems reported` });
  await expect(reported).toContainText(`Warm on arrival`);
  await expect(reported).toContainText(`${amount} credit added to your account.`);
  // The credit is taken off the next box, shown on My plan.
  await expect(page.getByText('Account credit').first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Report a problem with order #${orderId}` }),
  ).toHaveCount(0);
  // The thank-you toast sits over the page while it lasts: checked once it is dismissed.
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('over the owner’s limit a claim waits, and the console approves it', async ({ page }) => {
  test.slow();
  await signInAsStaff(page, { role: 'owner' });
  const setLimit = async (claims: string) => {
    await page.goto('/admin/claims/settings/');
    await page.getByLabel('Claims per customer per period').fill(claims);
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expect(page.getByText('Claim limits saved.')).toBeVisible();
  };
  await setLimit('0');

  await subscribe(page, `pending-${uniqueTag()}@example.test`, 'Maple');
  const orderId = await shippedOrder(page);
  const amount = await reportWarmBox(page, orderId);
  const reported = page.getByRole('list', { name: `Order #${orderId} problems reported` });
  await expect(reported).toContainText('We are reviewing it and will email you.');

  await page.goto('/admin/claims/?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Box claims' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const row = page.getByRole('row').filter({ hasText: `#${orderId},` });
  await row.getByRole('link', { name: /^Claim #\d+$/ }).click();
  await expect(page.getByText('Waiting for a decision (over the claim limits).')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Claimed items' })).toContainText('week plan');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/approved\.$/).first()).toBeVisible();
  await expect(page.getByText(`credit added.`)).toBeVisible();
  await setLimit('2');

  await page.goto('/account/');
  await expect(
    page.getByRole('list', { name: `Order #${orderId} problems reported` }),
  ).toContainText(`${amount} credit added to your account.`);
});
