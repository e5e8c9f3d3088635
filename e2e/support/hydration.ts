import { expect, type Page } from '@playwright/test';

/**
 * Waits until a page with the site header has hydrated: its buttons are disabled until then (the
 * Button primitive and the header's menu buttons), and "Our Products" is on every such page. For
 * a test that needs the page's code, e.g. a link followed on the client, not just its HTML.
 */
export async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Our Products' })).toBeEnabled();
}
