import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';
import type { Result, RunOptions } from 'axe-core';

// The rules every page is held to (WCAG 2.1 A and AA, and axe's best practices).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

// Only violations are collected node by node: the passes (hundreds of nodes a page) are not
// read, and serialising them out of the page cost more than some pages' checks.
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: TAGS },
  resultTypes: ['violations'],
};

let axeSource: string | undefined;
const source = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * axe's violations on the page as it is now. A page of one document (every page of the shop)
 * runs `axe.run` in it, loading axe into it once (a journey's later checks on the same document
 * reuse it); a page with frames goes through @axe-core/playwright, which checks every frame,
 * cross-origin ones included, and gathers the results in a page of its own. The blank page,
 * a second copy of axe and the passes' nodes were most of a check's time (about 3.2 s against
 * 1.7 s a check on the 2-core machine).
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page }).withTags(TAGS).options(OPTIONS).analyze();
    return results.violations;
  }
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(source());
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    OPTIONS,
  );
  return results.violations;
}
