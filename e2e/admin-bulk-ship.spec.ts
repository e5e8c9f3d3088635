import { uniqueTag } from './support/clock';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test, type NewContext } from './fixtures/test';
import { subscribeThroughApi } from './support/api-customer';
import { signInAsStaff } from './support/staff';

/** A UPS number of this run: '1Z' and 16 capitals or digits, unique per customer. */
const upsNumber = (seed: string, index: number) =>
  `1Z${`${seed}${index}`
    .replace(/[^0-9A-Z]/gi, '')
    .toUpperCase()
    .padStart(16, '0')
    .slice(-16)}`;

async function newPage(newContext: NewContext, baseURL: string) {
  const context = await newContext();
  await context.addCookies([{ name: 'ollie_consent', value: 'denied', url: baseURL }]);
  return context.newPage();
}

/** The customer's first order, from their order history on My plan. */
async function firstOrderOf(page: Page) {
  const history = page.getByRole('region', { name: 'Order history' });
  const summary = await history.locator('summary').first().textContent();
  const [, orderId] = /Order #(\d+), delivery/.exec(summary ?? '') ?? [];
  expect(orderId).toBeTruthy();
  return Number(orderId);
}

test('staff import a carrier CSV for a date; every customer’s order history says shipped with its number', async ({
  newContext,
  baseURL,
}) => {
  // Three customers buy through the API and three staff sign in: longer than one journey.
  test.setTimeout(240_000);
  const run = `${uniqueTag()}${test.info().workerIndex}`;
  const customers = await Promise.all(
    ['Pretzel', 'Nacho', 'Waffles'].map(async (pup, index) => {
      const page = await newPage(newContext, baseURL!);
      await subscribeThroughApi(page, `bulk-${run}-${index}@example.test`, pup);
      return { page, pup, orderId: await firstOrderOf(page), tracking: upsNumber(run, index) };
    }),
  );
  const csv = [
    'order_number,carrier,tracking_number',
    ...customers.map((customer) => `${customer.orderId},UPS,${customer.tracking}`),
    `not-an-order,UPS,${customers[0]!.tracking}`,
  ].join('\r\n');
  const upload = { name: 'carrier.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

  const staff = await newPage(newContext, baseURL!);
  await signInAsStaff(staff, { role: 'fulfilment' });
  await test.step('upload the carrier’s CSV in the console', async () => {
    await staff.getByRole('link', { name: 'Import tracking' }).click();
    await expect(
      staff.getByRole('heading', { level: 1, name: 'Import tracking numbers' }),
    ).toBeVisible();
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.getByLabel('CSV file').setInputFiles(upload);
    await staff.getByRole('button', { name: 'Import and ship' }).click();
    await expect(staff.getByRole('status')).toContainText('3 orders shipped, 1 rows not imported');
    await expect(staff.getByRole('region', { name: 'Rows not imported' })).toContainText(
      'Line 5: “not-an-order” is not an order number.',
    );
    expect(await seriousA11yViolations(staff)).toEqual([]);
  });

  await test.step('the same file again ships nothing twice', async () => {
    await staff.getByLabel('CSV file').setInputFiles(upload);
    await staff.getByRole('button', { name: 'Import and ship' }).click();
    await expect(staff.getByRole('status')).toContainText(
      '0 orders shipped, 3 already shipped with that number',
    );
  });

  await test.step('each customer’s order history says shipped, with the tracking number', async () => {
    for (const customer of customers) {
      await customer.page.goto('/account/');
      const shipping = customer.page.getByRole('list', {
        name: `Order #${customer.orderId} tracking`,
      });
      await expect(shipping).toContainText(`${customer.pup}’s box`);
      await expect(shipping).toContainText(`Tracking number ${customer.tracking}`);
      await expect(shipping.getByRole('link', { name: 'Track it with UPS' })).toHaveAttribute(
        'href',
        `https://www.ups.com/track?tracknum=${customer.tracking}`,
      );
    }
  });

  await test.step('support finds the order, its page and its invoice', async () => {
    const agent = await newPage(newContext, baseURL!);
    await signInAsStaff(agent, { role: 'support' });
    const { orderId, pup, tracking } = customers[1]!;
    await agent.getByRole('link', { name: 'Orders' }).click();
    await agent.getByLabel('Order number, email or pup').fill(pup);
    await agent.getByRole('button', { name: 'Show orders' }).click();
    const table = agent.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('link', { name: `#${orderId}` })).toBeVisible();
    expect(await seriousA11yViolations(agent)).toEqual([]);
    await table.getByRole('link', { name: `#${orderId}` }).click();
    await expect(agent.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(agent.getByRole('region', { name: pup })).toContainText(
      `Shipped with UPS ${tracking}`,
    );
    await expect(agent.getByRole('region', { name: 'Audit trail' })).toContainText(
      'fulfilment.ship',
    );
    expect(await seriousA11yViolations(agent)).toEqual([]);
    await agent.getByRole('link', { name: 'Invoice' }).click();
    await expect(
      agent.getByRole('heading', { level: 1, name: `Invoice for order #${orderId}` }),
    ).toBeVisible();
    await expect(agent.getByRole('table', { name: 'Invoice totals' })).toContainText(
      'Paid by card',
    );
    expect(await seriousA11yViolations(agent)).toEqual([]);
  });
});
