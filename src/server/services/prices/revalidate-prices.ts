import type { NextApiResponse } from 'next';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { logger } from '@/server/observability/logger';
import type { Database } from '@/server/db/client';
import { announcePricedPagesChanged } from './priced-pages-broadcast';
import { PRICED_PAGES } from './priced-pages';

/** Every statically generated page that prints a price. */
export function pricedPaths(): string[] {
  const recipePages = RECIPES.map(
    (recipe) => `/${recipe.kind === 'fresh' ? 'fresh' : 'baked'}-dog-food/${recipe.slug}/`,
  );
  return [...PRICED_PAGES, ...recipePages];
}

/**
 * After the price list changed: regenerates this instance's copy of each priced page now
 * (Next's on-demand revalidation, `res.revalidate`), so its next regeneration time lands on the
 * new change's first day. A failure is logged, never the owner's problem: the change itself is
 * saved and the pages expire anyway (PRICE_PAGE_MAX_AGE_S).
 */
export async function revalidatePricedPages(res: NextApiResponse): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- Next's page revalidation, not database reads
  const results = await Promise.allSettled(pricedPaths().map(async (path) => res.revalidate(path)));
  const failed = results.flatMap((result, index) =>
    result.status === 'rejected' ? [pricedPaths()[index]] : [],
  );
  if (failed.length)
    logger().warn({ component: 'prices', paths: failed }, 'Priced pages not revalidated');
}

/**
 * After an owner changed the price list: this instance's pages now, and every other instance's
 * through the announcement they listen for (priced-pages-broadcast.ts).
 */
export async function revalidatePricedPagesEverywhere(
  db: Database,
  res: NextApiResponse,
): Promise<void> {
  await revalidatePricedPages(res);
  try {
    await announcePricedPagesChanged(db);
  } catch (error) {
    logger().warn({ component: 'prices', err: error }, 'Price change not announced');
  }
}
