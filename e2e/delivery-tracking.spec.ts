import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures/test';
import { latestEmailTo } from './support/accounts';
import { signInAsStaff } from './support/staff';
import { subscribe } from './support/subscribe';
import { uniqueTag } from './support/clock';

const TRACKING = '1Z999AA10123456784';
const TRACKING_URL = `https://www.ups.com/track?tracknum=${TRACKING}`;

/** The offline carrier's test mode: the events a carrier would send, through the same ingestion. */
async function carrierSays(page: Page, orderId: string, status: 'out_for_delivery' | 'delivered') {
  const answer = await page.request.post('/api/e2e/carrier-advance/', {
    data: { order_id: Number(orderId), status },
  });
  expect(answer.status()).toBe(200);
}

async function myPlanSays(page: Page, orderId: string, pup: string, step: string, words: string) {
  await page.goto('/account/');
  const tracking = page.getByRole('list', { name: `Order #${orderId} tracking` });
  await expect(tracking).toContainText(words);
  await expect(
    tracking.getByRole('list', { name: `${pup}’s box progress` }).locator('[aria-current="step"]'),
  ).toHaveText(step);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('a box goes from paid to delivered, tracked on My plan and by email, then is reported warm', async ({
  page,
}) => {
  // Two actors, four My plan visits with axe, two emails: longer than one journey's budget.
  test.setTimeout(240_000);
  const email = `track-${uniqueTag()}@example.test`;
  const pup = 'Pickle';

  await subscribe(page, email, pup);
  const history = page.getByRole('region', { name: 'Order history' });
  const summary = await history.locator('summary').first().textContent();
  const [, orderId, delivery] = /Order #(\d+), delivery ([^:]+):/.exec(summary ?? '') ?? [];
  expect(orderId).toBeTruthy();
  // Not arrived yet: order history says when "Report a problem" will open.
  await expect(history).toContainText('“Report a problem” opens as soon as this box is delivered');
  await expect(
    page.getByRole('button', { name: `Report a problem with order #${orderId}` }),
  ).toHaveCount(0);

  // The console's own actions (the e2e server's fulfilment clock is a week ahead).
  await signInAsStaff(page, { role: 'fulfilment' });
  await page.goto('/admin/fulfilment/');
  await page.getByRole('link', { name: delivery!, exact: true }).click();
  const box = page.getByRole('article', { name: `${pup}, order #${orderId}` });
  await box.getByRole('button', { name: `Mark ${pup}’s box packed` }).click();
  await expect(box).toContainText('Packed');
  await myPlanSays(page, orderId!, pup, 'Packed', 'Packed and cold in our kitchen');

  await page.goBack();
  await expect(box).toBeVisible();
  const form = box.getByRole('form', { name: `Ship ${pup}’s box` });
  await form.getByLabel('Carrier').selectOption('UPS');
  await form.getByLabel('Tracking number').fill(TRACKING);
  await form.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(box).toContainText('Shipped');

  await myPlanSays(page, orderId!, pup, 'Shipped', 'Shipped with UPS');
  await expect(page.getByRole('link', { name: 'Track it with UPS' })).toHaveAttribute(
    'href',
    TRACKING_URL,
  );
  const shipped = await latestEmailTo(email, 15_000, 'has shipped');
  expect(shipped).toContain('UPS');
  expect(shipped).toContain(TRACKING_URL);

  await carrierSays(page, orderId!, 'out_for_delivery');
  await myPlanSays(page, orderId!, pup, 'Out for delivery', 'Out for delivery with UPS');

  await carrierSays(page, orderId!, 'delivered');
  await myPlanSays(page, orderId!, pup, 'Delivered', 'Delivered on');
  const delivered = await latestEmailTo(email, 15_000, 'was delivered');
  expect(delivered).toContain(`UPS left ${pup}’s box at your door`);
  // The test mode again: nothing moves and no second email is written.
  await carrierSays(page, orderId!, 'delivered');

  // Delivered: "Report a problem" is open.
  await page.getByRole('button', { name: `Report a problem with order #${orderId}` }).click();
  const problem = page.getByRole('region', { name: `A problem with order #${orderId}` });
  await problem.getByRole('radio', { name: 'Warm on arrival' }).check();
  await problem.getByRole('checkbox', { name: /week plan/ }).check();
  await problem.getByRole('radio', { name: /account credit$/ }).check();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await problem.getByRole('button', { name: 'Send report' }).click();
  await expect(
    page.getByRole('list', { name: `Order #${orderId} problems reported` }),
  ).toContainText('Warm on arrival');
});
