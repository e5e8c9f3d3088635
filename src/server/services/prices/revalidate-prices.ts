import type { NextApiResponse } from 'next';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { logger } from '@/server/observability/logger';
import { PRICED_PAGES } from './public-prices';

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
 * new change's first day. Other instances learn of it within PRICE_PAGE_MAX_AGE_S. A failure is
 * logged, never the owner's problem: the change itself is saved and the pages expire anyway.
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
