import type { Recommendation } from '@/lib/api-client/shop';
import type { PlanType } from '@/domain/plan-types';
import { maxRecipes } from '@/domain/recipe-selection';
import { defaultChoice, kindsOf, variantFor, withSku, type PlanChoice } from './plan-choice';

/**
 * The choice when a pup's plan type changes. Switching must neither throw away what the customer
 * picked nor carry over what does not belong to the new type:
 * 1. the recipes last picked for that type in this visit (switching back and forth keeps them);
 * 2. else, per kind the new type uses, the recipes already picked that it offers (within its
 *    limit), the recommended ones for a kind with none: when that mix is sold;
 * 3. else the type's recommended recipes.
 */
export function switchPlanType(
  entry: Recommendation,
  current: PlanChoice | undefined,
  remembered: Partial<Record<PlanType, PlanChoice>>,
): PlanChoice {
  const planType = entry.product_type;
  const fallback = defaultChoice(entry);
  const before = remembered[planType];
  if (before && variantFor(entry, before.selection)) return withSku(entry, before);
  if (!current) return fallback;
  const selection = { fresh: [] as string[], dry: [] as string[] };
  for (const kind of kindsOf(entry)) {
    const kept = current.selection[kind]
      .filter((key) => entry.available_recipes[kind].includes(key))
      .slice(0, maxRecipes(planType, kind));
    selection[kind] = kept.length ? kept : fallback.selection[kind];
  }
  return variantFor(entry, selection) ? withSku(entry, { planType, selection }) : fallback;
}
