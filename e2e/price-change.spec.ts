import { uniqueTag } from './support/clock';
import { expect, test } from './fixtures/test';
import { latestEmailTo } from './support/accounts';
import { signInAsStaff } from './support/staff';
import { subscribe } from './support/subscribe';

type Order = { id: number; total: number; items: Array<{ sku: string; unit_price: number }> };

test('an owner’s price rise: notice to the subscriber, new price on the next renewal only', async ({
  page,
  newContext,
}) => {
  test.slow();
  const email = `price-${uniqueTag()}@example.test`;
  await subscribe(page, email, 'Biscuit');
  const session = await (await page.request.get('/api/auth/session/')).json();
  const headers = { Authorization: `Bearer ${session.user.access_token}` };
  const ordersUrl = `/api/v3/customers/${session.user.id}/orders/`;
  const orders = async (): Promise<Order[]> => {
    const body = await (await page.request.get(ordersUrl, { headers })).json();
    return (Array.isArray(body) ? body : body.results) as Order[];
  };
  const [firstBox] = await orders();
  const planLine = (order: Order) => order.items.find((item) => /^FR_/.test(item.sku))!;
  const sku = planLine(firstBox!).sku;
  const recipes = sku.split('_')[3]!.split('+');

  const owner = await (await newContext()).newPage();
  let day = '';
  await test.step('an owner schedules a rise of the plan’s recipes from the earliest day', async () => {
    await signInAsStaff(owner, { role: 'owner' });
    await owner.goto('/admin/prices/');
    const intro = await owner.getByText(/A change starts on \d{4}-\d{2}-\d{2}/).textContent();
    day = /A change starts on (\d{4}-\d{2}-\d{2})/.exec(intro!)![1]!;
    const form = owner.getByRole('region', { name: 'Schedule a price change' });
    for (const recipe of recipes) {
      await form.getByLabel('Item').selectOption(`recipe:${recipe}`);
      await form.getByLabel('New price ($)').fill('9.00');
      await form.getByLabel('From (shop date)').fill(day);
      await form.getByRole('button', { name: 'Schedule change' }).click();
      // A rise this large is outside the sane band: the console names it and asks first.
      await owner.getByRole('button', { name: 'Yes, schedule $9.00' }).click();
      await expect(owner.getByText('Price change scheduled.')).toBeVisible();
    }
    await expect(owner.getByRole('table').getByText(`$9.00 from ${day}`)).toHaveCount(
      recipes.length,
    );
  });

  await test.step('the subscriber gets the price-change notice', async () => {
    const run = await page.request.post('/api/e2e/price-notice/', { data: { email } });
    expect(run.status()).toBe(200);
    expect(await run.json()).toMatchObject({ sent: true });
    const mail = await latestEmailTo(email, 20_000, 'next box will cost');
    expect(mail).toContain('Biscuit');
  });

  await test.step('the next renewal charges the new price; the first box keeps its own', async () => {
    const run = await page.request.post('/api/e2e/renewal-run/', { data: { email } });
    expect(run.status()).toBe(200);
    const [kept, renewal] = await orders().then((all) => all.sort((a, b) => a.id - b.id));
    // What the first box recorded is what it keeps.
    expect({ total: kept!.total, items: kept!.items }).toEqual({
      total: firstBox!.total,
      items: firstBox!.items,
    });
    expect(planLine(renewal!).unit_price).toBeGreaterThan(planLine(firstBox!).unit_price);
  });

  // Other journeys share this server: the rise is withdrawn (it has not started yet).
  await test.step('the owner cancels the rises before they start', async () => {
    const listed = owner.getByRole('table').getByText(`$9.00 from ${day}`);
    for (let left = recipes.length; left > 0; left -= 1) {
      await owner
        .getByRole('button', { name: new RegExp(`^Cancel .+ from ${day}`) })
        .first()
        .click();
      await owner.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(listed).toHaveCount(left - 1);
    }
    await expect(owner.getByText('Price change cancelled.')).toBeVisible();
  });
});
