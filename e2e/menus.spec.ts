import { expect, test } from './fixtures/test';
import { SiteHeader } from './pages/site-header';

test.describe('header menus (desktop)', () => {
  test('Our Products opens with the mouse and closes on the overlay', async ({ page }) => {
    await page.goto('/');
    const header = new SiteHeader(page);
    await header.openProducts();
    for (const section of ['Fresh Recipes', 'Baked Recipes', 'Membership Extras']) {
      await expect(header.productPanel.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(header.productPanel.getByRole('link', { name: 'See all' }).first()).toBeVisible();
    expect(await header.bodyScrollLocked()).toBe(true);

    await header.clickBesidePanel(header.productPanel);
    await expect(header.productPanel).toBeHidden();
    expect(await header.bodyScrollLocked()).toBe(false);
  });

  test('Our Products works from the keyboard and gives focus back', async ({ page }) => {
    await page.goto('/');
    const header = new SiteHeader(page);
    await header.ourProducts.focus();
    await page.keyboard.press('Enter');
    await expect(header.productPanel).toBeVisible();
    // Focus starts on the first control shown (Close: Back is the mobile one) and Tab wraps.
    const close = header.productPanel.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(header.productPanel.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.productPanel).toBeHidden();
    await expect(header.ourProducts).toBeFocused();
  });

  test('a link in the panel closes it and navigates', async ({ page }) => {
    await page.goto('/');
    const header = new SiteHeader(page);
    await header.openProducts();
    await header.productPanel.getByRole('link', { name: 'See all' }).first().click();
    await expect(page).toHaveURL(/\/fresh-dog-food\/$/);
    await expect(header.productPanel).toBeHidden();
  });

  test('Fresh Lamb is reachable from Our Products and says it cannot be ordered yet', async ({
    page,
  }) => {
    await page.goto('/');
    const header = new SiteHeader(page);
    await header.openProducts();
    await header.productPanel.getByRole('link', { name: 'Fresh Lamb' }).click();
    await expect(page).toHaveURL(/\/fresh-dog-food\/lamb\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh Lamb' })).toBeVisible();
    // SHOW_LAMB is off by default: published, not yet orderable, and the way on is the quiz.
    const main = page.getByRole('main');
    await expect(main.getByRole('note')).toContainText('Fresh Lamb can’t be ordered just yet');
    await expect(main.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      /^\/onboarding\/$/,
    );
    const sitemap = await page.request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain('/fresh-dog-food/lamb/</loc>');
  });

  test('a guest sees Login and Get started', async ({ page }) => {
    await page.goto('/');
    const header = new SiteHeader(page);
    await expect(header.banner.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      /^\/auth\/login\/$/,
    );
    await expect(header.banner.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      /^\/onboarding\/$/,
    );
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to content/i });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });
});

test.describe('burger menu at 375px @mobile', () => {
  test('opens the mobile menu with the guest actions and closes it', async ({ page }) => {
    await page.goto('/');
    const header = new SiteHeader(page);
    await expect(header.burger).toBeVisible();
    await expect(header.ourProducts).toBeHidden();
    await header.burger.click();
    await expect(header.mobileMenu).toBeVisible();
    await expect(header.mobileMenu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.mobileMenu.getByRole('link', { name: 'Get started' })).toBeVisible();
    await expect(header.mobileMenu.getByRole('link', { name: 'How It Works' })).toBeVisible();
    expect(await header.bodyScrollLocked()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(header.mobileMenu).toBeHidden();
    await expect(header.burger).toBeFocused();
  });
});
