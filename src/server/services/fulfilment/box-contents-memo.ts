import { boxContents, type BoxContents } from '@/domain/box-contents';
import type { PricedRecipe } from '@/domain/plan-quote';
import type { ContentsOf } from '@/domain/pick-list';
import { recipesFingerprint } from './box-contents-tallies';

/** Plans remembered at most (a shop has a few thousand distinct plans; a bound all the same). */
const MAX_PLANS = 50_000;

let memo: { recipes: string; plans: Map<string, BoxContents | null> } | null = null;

/**
 * The packing rule (boxContents) for the recipes as they are now, remembered per plan sku and box
 * size in this process. A pick list turns each of a date's plan groups into trays and bags: on a
 * busy date thousands of distinct plans (calories differ by pup), and the same plans come back on
 * every date their boxes do. The rule is pure, so a plan's contents change only when the recipes
 * do: the memo is keyed by them, and starts over when they change or it is full.
 */
export function memoizedBoxContents(recipes: PricedRecipe[]): ContentsOf {
  const fingerprint = recipesFingerprint(recipes);
  if (!memo || memo.recipes !== fingerprint || memo.plans.size >= MAX_PLANS)
    memo = { recipes: fingerprint, plans: new Map() };
  const { plans } = memo;
  return (sku, weeks) => {
    const key = `${sku}\t${weeks ?? ''}`;
    const known = plans.get(key);
    if (known !== undefined) return known;
    const contents = boxContents(sku, recipes, weeks);
    plans.set(key, contents);
    return contents;
  };
}
