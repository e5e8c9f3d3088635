import type { Page } from '@playwright/test';
import { expect } from '../fixtures/test';
import { fillCheckout, quizToPlan } from './quiz';

/** Through the quiz and checkout with a good card, ending on My plan. */
export async function subscribe(page: Page, email: string, pup: string) {
  await quizToPlan(page, email, pup);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillCheckout(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  // Placing an order is several calls (card, hold, order): slow on a cold, busy server.
  await expect(page.getByRole('heading', { level: 1, name: 'You’re all set!' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'Manage my plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
}
