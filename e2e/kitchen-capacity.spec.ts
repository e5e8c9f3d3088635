import { uniqueTag } from './support/clock';
import { addDays, isDeliveryDay } from '../src/domain/delivery-schedule';
import { longDate, shortDate } from '../src/domain/format/date';
import { expect, seriousA11yViolations, test } from './fixtures/test';
import { subscribeThroughApi } from './support/api-customer';
import { expectConfirmation, fillCheckout, quizToPlan } from './support/quiz';
import { signInAsStaff } from './support/staff';

test('an owner fills a day to what is booked; a new customer is offered the next free day', async ({
  page,
  newContext,
}) => {
  test.slow();
  // Another customer's first box, on the third date offered: journeys running alongside take
  // the first, and must not meet a full day.
  const otherContext = await newContext();
  const { deliveryDate: day } = await subscribeThroughApi(
    await otherContext.newPage(),
    `capacity-other-${uniqueTag()}@example.test`,
    'Rex',
    { dateChoice: 2 },
  );
  await otherContext.close();
  let next = addDays(day, 1);
  while (!isDeliveryDay(next)) next = addDays(next, 1);

  await test.step('the owner sets the day to the number already booked', async () => {
    const ownerContext = await newContext();
    const owner = await ownerContext.newPage();
    await signInAsStaff(owner, { role: 'owner' });
    await owner.getByRole('link', { name: 'Kitchen capacity' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Kitchen capacity' })).toBeVisible();
    const row = owner
      .getByRole('table', { name: 'Kitchen capacity, coming weeks' })
      .getByRole('row')
      .filter({ has: owner.getByRole('rowheader', { name: longDate(day), exact: true }) });
    const booked = (await row.getByRole('cell').first().textContent())!.trim();
    expect(Number(booked)).toBeGreaterThanOrEqual(1);
    await owner.getByLabel('Delivery date').fill(day);
    await owner.getByLabel('Boxes on this day').fill(booked);
    await owner.getByRole('button', { name: 'Save day' }).click();
    await expect(owner.getByText('Day saved.')).toBeVisible();
    await expect(row.getByRole('cell').last()).toHaveText('Full');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await ownerContext.close();
  });

  await test.step('a new customer’s checkout offers the next free day instead', async () => {
    await quizToPlan(page, `capacity-new-${uniqueTag()}@example.test`);
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    // Checkout's code loads on demand: the first time can be slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({
      timeout: 15_000,
    });
    const dates = page.getByRole('group', { name: 'When should your first box arrive?' });
    await expect(dates.getByRole('radio', { name: shortDate(next), exact: true })).toBeVisible();
    await expect(dates.getByRole('radio')).toHaveCount(6);
    await expect(dates.getByRole('radio', { name: shortDate(day), exact: true })).toHaveCount(0);
    await dates.getByRole('radio', { name: shortDate(next), exact: true }).check();
    await fillCheckout(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expectConfirmation(page);
    await expect(page.getByRole('main')).toContainText(
      `Your first box arrives on ${longDate(next)}`,
    );
  });
});
