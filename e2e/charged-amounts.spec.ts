import { expect, test } from './fixtures/test';
import { describePup, expectConfirmation, fillCheckout, quizToPlan } from './support/quiz';
import { uniqueTag } from './support/clock';

const cents = (dollars: string) => Math.round(Number(dollars.replace(/[$,]/g, '')) * 100);
const MONEY = String.raw`\$[\d,]+\.\d{2}`;

/** The "Then X’s box renews …" disclosures in a block of text, one per pup. */
function disclosures(text: string) {
  return text.match(
    /Then [^.]+? box renews every (?:week|\d+ weeks)[^]*?\.(?=\s*(?:Then|Skip|$))/g,
  );
}

test('prices add up from the plan step to the charge, for two pups on their own schedules', async ({
  page,
}) => {
  test.slow();
  await page.goto('/onboarding/');
  await page.getByLabel('Your pup’s name').fill('Moose');
  await page.getByRole('button', { name: 'Add another pup' }).click();
  await page.getByLabel('Pup 2’s name').fill('Pip');
  await page.getByRole('button', { name: 'Continue' }).click();
  // A big dog and a small one: their boxes hold different weeks of food.
  await describePup(page, 'Moose', '90');
  await describePup(page, 'Pip', '8');
  await page.getByLabel('Your first name').fill('Sam');
  await page.getByLabel('Email').fill(`money-${uniqueTag()}@example.test`);
  await page.getByRole('button', { name: 'See their plans' }).click();

  // The plan step states the first box as charged; week × weeks and day × 7 give the box back.
  const firstBoxes: number[] = [];
  for (const pup of ['Moose', 'Pip']) {
    const price = page.getByRole('region', { name: `${pup}’s plan` }).getByText(/per week ·/);
    await expect(price).toBeVisible({ timeout: 15_000 });
    // The offer arrives after the plan's first prices: read the line once it states it.
    await expect(price).toContainText('with your offer');
    const match = (await price.textContent())!.match(
      new RegExp(
        `First (\\d+)-week box (${MONEY}) with your offer \\(was (${MONEY})\\), then (${MONEY}) per week · (${MONEY}) per day · (${MONEY}) per (\\d+)-week box`,
      ),
    );
    expect(match, `${pup}’s prices`).not.toBeNull();
    const [, firstWeeks, first, was, week, day, box, weeks] = match!;
    expect(firstWeeks).toBe(weeks);
    expect(cents(week!) * Number(weeks)).toBe(cents(box!));
    expect(cents(day!) * 7).toBe(cents(week!));
    expect(cents(was!)).toBe(cents(box!));
    firstBoxes.push(cents(first!));
  }

  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillCheckout(page, '4242 4242 4242 4242');
  const summary = page.getByRole('region', { name: 'Your first box' });
  // Tax for the state chosen is in the amount before the first click, and on the button.
  const pay = page.getByRole('button', { name: /^Place order and pay / });
  await expect(pay).toBeVisible();
  const shown = (await summary.textContent())!;
  const due = cents(shown.match(new RegExp(`Due today(${MONEY})`))![1]!);
  const tax = cents(shown.match(new RegExp(`Tax(${MONEY})`))![1]!);
  expect(tax).toBeGreaterThan(0);
  expect(due - tax).toBe(firstBoxes[0]! + firstBoxes[1]!);
  await expect(pay).toHaveText(new RegExp(`pay \\$${(due / 100).toFixed(2)}$`));

  // Each pup's own repeat amount and cadence: the automatic-renewal disclosure.
  const told = disclosures(shown);
  expect(told).toHaveLength(2);
  expect(shown).not.toContain('few weeks');
  const cadence = (pup: string) =>
    told!.find((line) => line.startsWith(`Then ${pup}’s`))!.match(/every (week|\d+ weeks)/)![1];
  expect(cadence('Moose')).not.toBe(cadence('Pip'));
  for (const line of told!)
    expect(line).toMatch(new RegExp(`at ${MONEY} \\(${MONEY} plus ${MONEY} tax\\)`));

  await pay.click();
  await expectConfirmation(page);
  const confirmation = (await page.getByRole('main').textContent())!;
  expect(cents(confirmation.match(new RegExp(`Charged today(${MONEY})`))![1]!)).toBe(due);
  for (const line of told!) expect(confirmation).toContain(line);
});

test('an extra picked with a pup’s plan is charged, listed and kept on the plan', async ({
  page,
}) => {
  test.slow();
  await quizToPlan(page, `jar-${uniqueTag()}@example.test`, 'Pepper');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // A client of the cart API (the app, a jar variant) puts an add-on on the pup's plan.
  const session = await (await page.request.get('/api/auth/session/')).json();
  const auth = { Authorization: `Bearer ${session.user.access_token}` };
  const cartUrl = `/api/v3/customers/${session.user.id}/cart/`;
  const cart = await (await page.request.get(cartUrl, { headers: auth })).json();
  const [petId, plan] = Object.entries(cart.subscriptions)[0] as [string, { sku: string }];
  const put = await page.request.put(cartUrl, {
    headers: auth,
    data: { subscriptions: { [petId]: { sku: plan.sku, addons: [{ sku: 'ZOOMIES01' }] } } },
  });
  expect(put.ok()).toBe(true);

  await page.reload();
  const summary = page.getByRole('region', { name: 'Your first box' });
  await expect(summary).toContainText('Pepper: Zoomies Hip & Joint × 1');
  await fillCheckout(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Place order and pay / }).click();
  await expectConfirmation(page);
  await expect(page.getByRole('main').getByRole('listitem')).toContainText([
    /Pepper’s \d+-week plan/,
    /Zoomies Hip & Joint: \$/,
  ]);

  await page.getByRole('link', { name: 'Manage my plan' }).click();
  await expect(page.getByRole('region', { name: 'Pepper’s plan' })).toContainText(
    'Zoomies Hip & Joint × 1',
  );
});
