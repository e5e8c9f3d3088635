import { expect, test } from './fixtures';
import { fillCheckout, quizToPlan } from '../support/quiz';
import { uniqueTag } from '../support/clock';

test.use({ consent: 'granted' });

test('the funnel reaches the tag manager: quiz, plan, checkout and the purchase with its value', async ({
  page,
}) => {
  test.slow();
  // Keep every event pushed on any page of the journey, across full page loads too.
  await page.addInitScript(() => {
    const layer = ((window as { dataLayer?: unknown[] }).dataLayer ??= []);
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('e2e.events') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e.events', JSON.stringify([...kept, ...entries]));
      return push(...entries);
    };
  });
  const events = async () =>
    (
      JSON.parse(
        (await page.evaluate(() => sessionStorage.getItem('e2e.events'))) ?? '[]',
      ) as Array<Record<string, unknown>>
    ).filter((entry) => typeof entry.event === 'string' && entry.event.startsWith('[TEST] - '));

  await quizToPlan(page, `funnel-${uniqueTag()}@example.test`, 'Maple');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillCheckout(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re all set!' })).toBeVisible();

  await expect
    .poll(async () => (await events()).map((entry) => entry.event))
    .toEqual(
      expect.arrayContaining([
        '[TEST] - Quiz Started',
        '[TEST] - Quiz Completed',
        '[TEST] - Plan Chosen',
        '[TEST] - Checkout Started',
        '[TEST] - Purchase',
      ]),
    );
  const names = (await events()).map((entry) => entry.event);
  const order = [
    'Quiz Started',
    'Quiz Completed',
    'Plan Chosen',
    'Checkout Started',
    'Purchase',
  ].map((name) => names.indexOf(`[TEST] - ${name}`));
  expect(order).toEqual([...order].sort((a, b) => a - b));

  const purchase = (await events()).find((entry) => entry.event === '[TEST] - Purchase');
  expect(purchase).toMatchObject({ currency: 'USD', value: expect.any(Number) });
  expect(Number(purchase?.value)).toBeGreaterThan(0);
  // Page views carry the path only: never the query string, which can hold a name or email.
  const views = (await events()).filter((entry) => entry.event === '[TEST] - Page Viewed');
  expect(views.length).toBeGreaterThan(0);
  expect(views.every((view) => !String(view.page_path).includes('?'))).toBe(true);
});
