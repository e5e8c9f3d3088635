import { readFileSync } from 'node:fs';
import { expect, seriousA11yViolations, test } from './fixtures/test';
import { signInAsStaff } from './support/staff';
import { subscribe } from './support/subscribe';
import { uniqueTag } from './support/clock';
import { latestEmailTo } from './support/accounts';

test('support edits an order’s address and extras before packing; the CSV and the slip follow', async ({
  page,
  newContext,
}) => {
  test.slow();
  const email = `ship-to-${uniqueTag()}@example.test`;
  const pup = 'Pickle';
  await subscribe(page, email, pup);
  const history = page.getByRole('region', { name: 'Order history' });
  const summary = await history.locator('summary').first().textContent();
  const [, orderId, delivery] = /Order #(\d+), delivery ([^:]+):/.exec(summary ?? '') ?? [];
  expect(orderId).toBeTruthy();

  // Support, on the phone with the customer: the box must go to their new flat.
  const supportContext = await newContext();
  const agent = await supportContext.newPage();
  await signInAsStaff(agent, { role: 'support' });
  await agent.goto(`/admin/orders/${orderId}/`);
  const shipTo = agent.getByRole('region', { name: 'Ship to' });
  await expect(shipTo.locator('address')).toContainText('48 Kibble Court');
  const form = shipTo.getByRole('form', { name: 'Change the ship-to' });
  await form.getByLabel('Street address').fill('PO Box 12');
  await form.getByRole('button', { name: 'Save the ship-to' }).click();
  await expect(form.getByText(/We can’t deliver frozen food to PO boxes/)).toBeVisible();
  await form.getByLabel('Street address').fill('9 Biscuit Row');
  await form.getByLabel('Apartment, suite (optional)').fill('Flat 2');
  await form.getByRole('button', { name: 'Save the ship-to' }).click();
  await expect(shipTo.locator('address')).toContainText('9 Biscuit Row, Flat 2');
  await expect(agent.getByRole('region', { name: 'Audit trail' })).toContainText(
    'order.ship_to.edit',
  );
  expect(await seriousA11yViolations(agent)).toEqual([]);

  // And jerky for the new flat: the box costs more, the difference goes on the saved card, and
  // the customer is told what the box holds now.
  const contents = agent.getByRole('form', { name: 'Change recipes and extras' });
  await contents.getByRole('button', { name: 'Add the extra' }).click();
  await contents.getByRole('button', { name: 'Preview the change' }).click();
  const preview = contents.getByRole('region', { name: 'Preview of the change' });
  await expect(preview.getByRole('table', { name: 'New lines' })).toContainText(
    'Beef Jerky Strips',
  );
  await expect(preview).toContainText(/Charge \$\d+\.\d\d to the visa card ending 4242\./);
  await preview.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(contents.getByRole('status')).toContainText(
    `Order #${orderId} now holds the new recipes and extras.`,
  );
  const told = await latestEmailTo(email, 15_000, `Order #${orderId} has changed`);
  expect(told).toContain('Beef Jerky Strips');
  expect(told).toMatch(
    /We charged the difference, \$\d+\.\d\d, to your Visa card ending in 4242\./,
  );

  // The packer's CSV and slip carry the new address.
  const packerContext = await newContext();
  const packer = await packerContext.newPage();
  await signInAsStaff(packer, { role: 'fulfilment' });
  await packer
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Fulfilment' })
    .click();
  await packer.getByRole('link', { name: delivery!, exact: true }).first().click();
  await expect(
    packer.getByRole('heading', { level: 2, name: delivery!, exact: true }),
  ).toBeVisible();
  const [download] = await Promise.all([
    packer.waitForEvent('download'),
    packer.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const rows = readFileSync((await download.path())!, 'utf8')
    .split('\r\n')
    .filter((line) => line.split(',')[1] === orderId);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows[0]).toContain(`,${pup},Sam Rivera,9 Biscuit Row,Flat 2,Austin,TX,78701,`);
  // Packed: the slip carries the new address, and the address is what the box carries now.
  const box = packer.getByRole('article', { name: `${pup}, order #${orderId}` });
  await box.getByRole('button', { name: `Mark ${pup}’s box packed` }).click();
  await expect(box).toContainText('Packed');
  await packer.getByRole('link', { name: 'Print packing slips' }).click();
  // Other journeys' boxes for the same day may carry the same pup name: this order's slip.
  const slip = packer.getByRole('article', { name: pup }).filter({ hasText: `Order #${orderId} ` });
  await expect(slip).toContainText('9 Biscuit Row');
  await agent.reload();
  await expect(agent.getByRole('region', { name: 'Ship to' }).locator('address')).toContainText(
    '9 Biscuit Row',
  );
  await expect(agent.getByRole('form', { name: 'Change the ship-to' })).toHaveCount(0);
});
