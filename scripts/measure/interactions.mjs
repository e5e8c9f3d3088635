// The scripted interactions of `npm run measure:phone`, as a visitor on a phone makes them: real
// input (Playwright's clicks and key presses reach the page as trusted events, which the Event
// Timing API reports), each waiting for what it should show, so every step is a measured wait.

// Long enough for a chunk on the slow network; a result not shown by then is a failed step.
const VISIBLE = { state: 'visible', timeout: 15_000 };
const HIDDEN = { state: 'hidden', timeout: 15_000 };

/** Opens the header's mobile menu and closes it with Escape. */
export async function openMenu(page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: /menu/i });
  await menu.waitFor(VISIBLE);
  await page.keyboard.press('Escape');
  await menu.waitFor(HIDDEN);
}

/** The quiz's first step: types a name and continues to the next step. */
export async function quizStep(page) {
  await page.getByLabel('Your pup’s name').click();
  await page.keyboard.type('Biscuit');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tell us about Biscuit' }).waitFor(VISIBLE);
}

/** The meal plans' calculator: another dog, and the plans and their prices follow. */
export async function choosePlan(page) {
  const result = page.getByRole('heading', { name: /kcal per day/ });
  const before = await result.textContent();
  await page
    .getByRole('group', { name: /spayed or neutered/i })
    .getByRole('radio', { name: 'No' })
    .click();
  await result.filter({ hasNotText: before }).waitFor(VISIBLE);
}

/** Login: an email typed, Log in pressed without a password, and the form says what is missing. */
export async function loginWithoutPassword(page) {
  await page.getByLabel('Email').click();
  await page.keyboard.type('ada@example.test');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('main').getByRole('alert').waitFor(VISIBLE);
}

/**
 * The link check: clicks a link in the page's main content as soon as it is on screen, before
 * the page has hydrated if the page is slow enough, and resolves once the browser is on the
 * link's page. The probe (probe.mjs) records whether the page had hydrated at the click.
 */
export async function clickLinkEarly(page) {
  const link = page.getByRole('main').locator('a[href^="/"]').first();
  await link.waitFor(VISIBLE);
  const href = await link.getAttribute('href');
  const target = new URL(href, page.url()).pathname;
  await link.click({ noWaitAfter: true });
  await page.waitForURL((url) => url.pathname === target, { timeout: 30_000 });
  return target;
}

/** A first visit's cookie choice: "Only necessary", and the banner goes. */
export async function refuseCookies(page) {
  const refuse = page.getByRole('button', { name: 'Only necessary' });
  await refuse.click();
  await refuse.waitFor(HIDDEN);
}
