import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures/test';
import { expectConfirmation, fillCheckout, quizToPlan } from './support/quiz';
import { uniqueTag } from './support/clock';

/** The new-card form of /account/edit-payment/: type a card and save it (the default if asked). */
async function saveCard(page: Page, number: string, expiry: string, cvc = '123', asDefault = true) {
  const form = page.getByRole('form', { name: 'New card' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM / YY)').fill(expiry);
  await form.getByLabel('CVC').fill(cvc);
  await form.getByRole('checkbox', { name: /^Make it the default card/ }).setChecked(asDefault);
  await form.getByRole('button', { name: 'Save card' }).click();
}

/** Toasts stack over the top of the page for 8 s: close them before clicking what they cover. */
async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    await expect(close).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

test('cards on file: the card that paid is the default, saved one after another, 3-D Secure, real expiry, removal', async ({
  page,
}) => {
  test.slow();
  const cards = page.getByRole('list', { name: 'Saved cards' });
  const card = (text: string) => cards.getByRole('listitem').filter({ hasText: text });

  await test.step('checkout with the declined card, then 4242: 4242 pays and is the default', async () => {
    await quizToPlan(page, `cards-${uniqueTag()}@example.test`, 'Maple');
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await fillCheckout(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Your card was declined.',
    );
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('07 / 31');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expectConfirmation(page);
    await page.goto('/account/edit-payment/');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment method' })).toBeVisible();
    // Every card entered is listed at once; only the one the bank accepted is the default.
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    await expect(card('Visa ending in 0002')).not.toContainText('Default');
    // The expiry typed at checkout, not a made-up one.
    await expect(card('Visa ending in 4242')).toContainText('expires 07/2031');
    await expect(card('Visa ending in 4242')).toContainText('Default');
  });

  await test.step('two cards saved in a row, without reloading', async () => {
    // Not ticked: saved, and the card that pays stays the default.
    await saveCard(page, '5555 5555 5555 4444', '05 / 30', '123', false);
    await expect(page.getByText(/Your card ending in 4444 is saved/)).toBeVisible();
    await expect(card('Mastercard ending in 4444')).not.toContainText('Default');
    await expect(card('Visa ending in 4242')).toContainText('Default');
    await expect(card('Mastercard ending in 4444')).toContainText('expires 05/2030');
    await saveCard(page, '3782 822463 10005', '09 / 29', '1234');
    await expect(page.getByText(/Your card ending in 0005 is now the default/)).toBeVisible();
    await expect(card('Amex ending in 0005')).toContainText('Default');
    await expect(cards.getByRole('listitem')).toHaveCount(4);
  });

  await test.step('the 3-D Secure card is saved once the bank approves', async () => {
    await saveCard(page, '4000 0027 6000 3184', '03 / 32');
    const bank = page.getByRole('alertdialog', { name: 'Confirm this card' });
    await expect(bank).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await bank.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(/Your card ending in 3184 is now the default/)).toBeVisible();
    await expect(card('Visa ending in 3184')).toContainText('expires 03/2032');
    await expect(card('Visa ending in 3184')).toContainText('Default');
  });

  await test.step('a card is removed; the default one stays while the plan runs', async () => {
    await dismissToasts(page);
    await card('Visa ending in 4242').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your card ending in 4242 was removed.')).toBeVisible();
    await expect(card('Visa ending in 4242')).toHaveCount(0);
    await dismissToasts(page);
    await card('Visa ending in 3184').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'This card pays for your plan. Make another card the default before removing it.',
    );
    await page.reload();
    await expect(cards.getByRole('listitem')).toHaveCount(4);
    await expect(card('Visa ending in 3184')).toContainText('Default');
  });
});
