import type { Locator, Page } from '@playwright/test';

/** The header as a visitor meets it: main navigation, the Our Products panel and the mobile menu. */
export class SiteHeader {
  readonly banner: Locator;
  readonly mainNav: Locator;
  readonly ourProducts: Locator;
  readonly productPanel: Locator;
  readonly burger: Locator;
  readonly mobileMenu: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.ourProducts = page.getByRole('button', { name: 'Our Products' });
    this.productPanel = page.getByRole('dialog', { name: /our products/i });
    this.burger = page.getByRole('button', { name: 'Open menu' });
    this.mobileMenu = page.getByRole('dialog', { name: /menu/i });
  }

  async openProducts() {
    await this.ourProducts.click();
    await this.productPanel.waitFor();
  }

  /** Clicks the dimmed page beside an open panel (the overlay), whichever side the panel is on. */
  async clickBesidePanel(panel: Locator) {
    const box = await panel.boundingBox();
    const viewport = this.page.viewportSize();
    if (!box || !viewport) throw new Error('The panel is not on screen');
    const x =
      box.x > viewport.width / 2 ? 10 : Math.min(viewport.width - 10, box.x + box.width + 20);
    await this.page.mouse.click(x, viewport.height / 2);
  }

  async bodyScrollLocked(): Promise<boolean> {
    return this.page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
  }
}
