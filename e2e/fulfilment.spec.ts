import { readFileSync } from 'node:fs';
import { expect, seriousA11yViolations, test } from './fixtures/test';
import { latestEmailTo } from './support/accounts';
import { signInAsStaff } from './support/staff';
import { subscribe } from './support/subscribe';
import { uniqueTag } from './support/clock';

const TRACKING = '1Z999AA10123456784';
const TRACKING_URL = `https://www.ups.com/track?tracknum=${TRACKING}`;

test('fulfilment packs, exports and ships a box; the customer can track it', async ({ page }) => {
  test.slow();
  const email = `ship-${uniqueTag()}@example.test`;
  const pup = 'Juniper';

  // A customer has checked out: the first box is an order for one delivery date.
  await subscribe(page, email, pup);
  const history = page.getByRole('region', { name: 'Order history' });
  const summary = await history.locator('summary').first().textContent();
  const [, orderId, delivery] = /Order #(\d+), delivery ([^:]+):/.exec(summary ?? '') ?? [];
  expect(orderId).toBeTruthy();

  // Fulfilment staff (the e2e server's fulfilment clock is a week ahead: the cut-off has passed).
  await signInAsStaff(page, { role: 'fulfilment' });
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Fulfilment' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fulfilment' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: delivery!, exact: true }) });
  await expect(row.getByRole('cell').first()).toHaveText('Packable');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await row.getByRole('link', { name: delivery!, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: delivery!, exact: true })).toBeVisible();
  await expect(page.getByText(/ready to pack/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recipes to pick' })).toBeVisible();

  // The CSV a warehouse imports, through the real download.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^packing-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(csv[0]).toBe(
    'box_id,order_id,delivery_date,pup_name,ship_to_name,address1,address2,city,state,zip_code,phone,line_type,sku,item_name,unit,quantity,allergies,do_not_ship',
  );
  const ours = csv.filter((line) => line.split(',')[1] === orderId);
  expect(ours.length).toBeGreaterThan(0);
  expect(ours[0]).toContain(
    `,${pup},Sam Rivera,48 Kibble Court,,Austin,TX,78701,5125550199,recipe,`,
  );
  expect(ours[0]).toMatch(/,(tray|bag),\d+,[^,]*,[^,]*$/);

  const box = page.getByRole('article', { name: `${pup}, order #${orderId}` });
  await box.getByRole('button', { name: `Mark ${pup}’s box packed` }).click();
  await expect(box).toContainText('Packed');
  const form = box.getByRole('form', { name: `Ship ${pup}’s box` });
  await form.getByLabel('Carrier').selectOption('UPS');
  await form.getByLabel('Tracking number').fill('1Z999AA1012345678');
  await form.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(form.getByText(/This is not a UPS tracking number/)).toBeVisible();
  await form.getByLabel('Tracking number').fill(TRACKING);
  await form.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(box).toContainText('Shipped');
  await expect(box.getByRole('link', { name: 'carrier’s tracking page' })).toHaveAttribute(
    'href',
    TRACKING_URL,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Print packing slips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Packing slips:/ })).toBeVisible();
  await expect(page.getByRole('article', { name: pup }).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Delivered by the server's job worker a moment later: the newest email is the shipped one.
  await expect
    .poll(async () => (await latestEmailTo(email)).includes(TRACKING_URL), { timeout: 15_000 })
    .toBe(true);

  // The customer's order history links the shipped box to the carrier.
  await page.goto('/account/');
  const shipping = page.getByRole('list', { name: `Order #${orderId} tracking` });
  await expect(shipping).toContainText(`${pup}’s box`);
  await expect(shipping).toContainText('Shipped with UPS');
  await expect(shipping.getByRole('link', { name: 'Track it with UPS' })).toHaveAttribute(
    'href',
    TRACKING_URL,
  );
});
