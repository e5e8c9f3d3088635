import type { Page } from '@playwright/test';
import { seriousA11yViolations } from '../fixtures/test';
import { expect, test } from './fixtures';
import { afterIdleWork } from '../support/after-idle-work';

// The messenger is customer care, not tracking: it loads after the page whatever the cookie
// choice. The stand-in widget records the calls it receives and can fake a new message.
test.use({ consent: 'denied' });

const messengerCalls = (page: Page) =>
  page.evaluate(
    () =>
      (window as { __standIn?: { messenger?: { calls: unknown[][] } } }).__standIn?.messenger
        ?.calls ?? [],
  );

test('the chat launcher opens the messenger and marks a new message until it is read', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/faqs/');
  const launcher = page.getByRole('button', { name: /^Chat with us/ });
  await expect(launcher).toBeVisible({ timeout: 10_000 });
  await expect(launcher).toHaveCSS('width', '64px');
  await expect(launcher).toHaveAttribute('data-placement', 'normal');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A visitor is nobody to the messenger: no name, email or hash is sent.
  const boot = (await messengerCalls(page)).find(([command]) => command === 'boot');
  expect(boot?.[1]).toEqual({ app_id: 'standin', hide_default_launcher: true });

  await page.evaluate(() =>
    (
      window as { __standIn?: { messenger?: { receiveMessage(): void } } }
    ).__standIn?.messenger?.receiveMessage(),
  );
  await expect(launcher).toHaveAccessibleName('Chat with us, new message');
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  await expect(launcher).toHaveAccessibleName('Chat with us');
  expect((await messengerCalls(page)).some(([command]) => command === 'show')).toBe(true);

  // A campaign with a message shows the dot too.
  await launcher.click();
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('ollie:chat-campaign', {
        detail: { id: 'spring', actions: [{ content: { message: 'Questions about portions?' } }] },
      }),
    ),
  );
  await expect(launcher).toHaveAccessibleName('Chat with us, new message');
  expect(consoleErrors).toEqual([]);
});

test('the launcher rises above the quiz bar, and stays away from the password reset page', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/onboarding/');
  const launcher = page.getByRole('button', { name: /^Chat with us/ });
  await expect(launcher).toHaveAttribute('data-placement', 'raised', { timeout: 10_000 });

  // The reset link's token is in the address: the messenger is not even loaded there.
  const widget: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widget/')) widget.push(request.url());
  });
  await page.goto('/auth/reset-password/?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await afterIdleWork(page);
  await expect(launcher).toHaveCount(0);
  expect(widget).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the app session gets no chat at all', async ({ page }) => {
  const widget: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widget/')) widget.push(request.url());
  });
  await page.goto('/?isAppSession=true');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await afterIdleWork(page);
  await expect(page.getByRole('button', { name: /^Chat with us/ })).toHaveCount(0);
  expect(widget).toEqual([]);
});
