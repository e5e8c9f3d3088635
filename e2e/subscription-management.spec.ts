import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures/test';
import { subscribe } from './support/subscribe';
import { serverClock, uniqueTag } from './support/clock';

const nextBoxTotal = (page: Page, pup: string) =>
  page
    .getByRole('region', { name: `${pup}’s plan` })
    .getByRole('listitem')
    .filter({ hasText: /^(Next box|Box) total/ });

test('a subscriber adds two jars every other box, changes recipes and how often boxes come', async ({
  page,
}) => {
  test.slow();
  await subscribe(page, `extras-${uniqueTag()}@example.test`, 'Maple');
  const plan = page.getByRole('region', { name: 'Maple’s plan' });
  const before = await nextBoxTotal(page, 'Maple').textContent();

  await plan.getByRole('link', { name: 'Edit treats and supplements' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Treats and supplements' }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /^Zoomies Hip & Joint/ }).check();
  await page.getByLabel('Quantity of Zoomies Hip & Joint').fill('2');
  await page.getByLabel('How often for Zoomies Hip & Joint').selectOption('Every other box');
  await page.getByRole('button', { name: 'Save extras' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByText(/Zoomies Hip & Joint × 2/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Back to My plan' }).click();
  await expect(plan).toContainText('Zoomies Hip & Joint × 2 (every other box)');
  await expect(nextBoxTotal(page, 'Maple')).not.toHaveText(before!);
  await page.reload();
  await expect(nextBoxTotal(page, 'Maple')).not.toHaveText(before!);

  await plan.getByRole('link', { name: 'Edit recipes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit recipes' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Fresh Pork' }).check();
  await expect(
    page.getByRole('status').filter({ hasText: 'Because you adjusted your recipes' }),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save recipes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
  await expect(plan.locator('dt:text-is("Recipes") + dd')).toContainText('Fresh Pork');

  await plan.getByLabel('How often boxes come').selectOption('Every week');
  await plan.getByRole('button', { name: 'Change frequency' }).click();
  await expect(page.getByText(/Boxes now hold 1 week of food/)).toBeVisible();
  await expect(plan).toContainText('1 week of food');
});

/** A day `days` from an ISO date ('YYYY-MM-DD'). */
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
/** 'Fri, Nov 27', as My plan's change-by countdown writes the day. */
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

test('a subscriber moves the next box to the earliest date offered and can still change it', async ({
  page,
}) => {
  test.slow();
  await subscribe(page, `move-${uniqueTag()}@example.test`, 'Pepper');
  const plan = page.getByRole('region', { name: 'Pepper’s plan' });
  const when = plan.getByLabel(/^Move the box of .+ to$/);
  // The first real choice after the placeholder is the earliest date offered.
  const earliest = await when.locator('option').nth(1).getAttribute('value');
  expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await when.selectOption(earliest!);
  await plan.getByRole('button', { name: 'Move delivery' }).click();
  await expect(page.getByText(`Moved. The box arrives on ${longDate(earliest!)}.`)).toBeVisible();
  await expect(
    // The first box, paid and on its way, stays the next box; the moved one comes after it.
    plan.getByRole('heading', { name: `Box after that, ${longDate(earliest!)}` }),
  ).toBeVisible();

  // The change-by day is today or later: the box can still be changed.
  const changeBy = addDays(earliest!, -5);
  expect(changeBy >= (await serverClock(page.request)).today).toBe(true);
  await expect(plan.getByText(`Change by ${shortDate(changeBy)} — `)).toBeVisible();

  // An edit now lands in the box shown.
  await plan.getByRole('link', { name: 'Edit treats and supplements' }).click();
  await page.getByRole('checkbox', { name: /^Zoomies Hip & Joint/ }).check();
  await page.getByRole('button', { name: 'Save extras' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await page.getByRole('link', { name: 'Back to My plan' }).click();
  const nextBox = plan.getByRole('region', { name: `Box after that, ${longDate(earliest!)}` });
  await expect(
    nextBox.getByRole('listitem').filter({ hasText: /Zoomies Hip & Joint/ }),
  ).toBeVisible();
});

test('a subscriber replaces the card: a declined one is refused, a good one becomes the default', async ({
  page,
}) => {
  test.slow();
  await subscribe(page, `card-${uniqueTag()}@example.test`, 'Nutmeg');
  await page.getByRole('link', { name: 'Change payment method' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment method' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Saved cards' });
  await expect(cards).toContainText('Visa ending in 4242');

  const form = page.getByRole('form', { name: 'New card' });
  await form.getByLabel('Card number').fill('4000 0000 0000 0002');
  await form.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(form.getByRole('alert')).toContainText('Your card was declined.');
  await expect(cards.getByRole('listitem')).toHaveCount(1);

  await form.getByLabel('Card number').fill('5555 5555 5555 4444');
  await form.getByRole('checkbox', { name: /^Make it the default card/ }).check();
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(/Your card ending in 4444 is now the default/)).toBeVisible();
  await expect(
    cards.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' }),
  ).toContainText('Default');
  await expect(
    cards.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' }),
  ).toContainText('Make default');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.reload();
  await expect(
    cards.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' }),
  ).toContainText('Default');
});

test('a subscriber invites a friend, cancels, and comes back with a welcome-back code', async ({
  page,
}) => {
  test.slow();
  await subscribe(page, `back-${uniqueTag()}@example.test`, 'Clover');

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Refer a friend' }).click();
  const referral = page.getByRole('region', { name: 'Refer a friend' });
  await expect(referral).toBeInViewport();
  await expect(referral).toContainText(/PUP-[A-Z2-9]{6}/);
  await referral.getByLabel('Friend’s email').fill(`buddy-${uniqueTag()}@example.test`);
  await referral.getByRole('button', { name: 'Send invite' }).click();
  await expect(referral.getByRole('listitem').filter({ hasText: 'invited' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const plan = page.getByRole('region', { name: 'Clover’s plan' });
  await plan.getByRole('button', { name: 'More actions' }).click();
  await plan.getByRole('menuitem', { name: 'Cancel plan' }).click();
  await plan
    .getByRole('group', { name: /Why are you cancelling/ })
    .getByRole('radio', { name: 'Too much food' })
    .check();
  await plan.getByRole('button', { name: 'Cancel my plan' }).click();
  await expect(plan.getByRole('heading', { level: 2 })).toContainText('cancelled');

  await plan.getByRole('link', { name: 'Reactivate Clover’s plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Boxes are charged to your card ending in 4242.')).toBeVisible();
  await page.getByLabel('Welcome-back code (optional)').fill('WELCOME50');
  // Restarting is a new agreement to the renewal terms, shown and ticked here too.
  await expect(page.getByRole('region', { name: 'Automatic renewal terms' })).toContainText(
    'The first box back is charged to your card on',
  );
  await page.getByRole('checkbox', { name: /I agree to the automatic renewal terms/ }).check();
  await page.getByRole('button', { name: 'Reactivate Clover’s plan' }).click();
  await expect(page.getByText('This code can’t be used to reactivate a plan.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel('Welcome-back code (optional)').fill('COMEBACK30');
  await page.getByRole('button', { name: 'Reactivate Clover’s plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
  await expect(plan).not.toContainText('cancelled');
  await expect(plan.getByRole('listitem').filter({ hasText: 'Welcome-back offer' })).toBeVisible();
});
