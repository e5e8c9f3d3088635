import { safeFor, type HasAllergens } from './allergens';
import type { PlanType } from './plan-types';
import { kindsOf } from './recipe-selection';

/** A recipe on offer, as far as allergy safety needs to know it. */
export interface KindedRecipe extends HasAllergens {
  kind: 'fresh' | 'dry';
}

const KIND_WORDS: Record<'fresh' | 'dry', string> = { fresh: 'fresh', dry: 'baked' };

function joinWords(words: readonly string[], last: string): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

/**
 * Why a plan type cannot be made safely for a pup ("No baked recipe is free of chicken and
 * beef"), or null when every kind of food the plan is made of has a recipe with none of its
 * allergies. A plan type with a reason is neither recommended nor priced for that pup.
 */
export function unsafePlanReason(
  planType: PlanType,
  recipes: readonly KindedRecipe[],
  allergies: readonly string[],
): string | null {
  const failing = kindsOf(planType).filter((kind) => {
    const ofKind = recipes.filter((recipe) => recipe.kind === kind);
    return safeFor(ofKind, allergies).length === 0;
  });
  if (failing.length === 0) return null;
  // In the owner's own order ("chicken and beef" for a pup entered as allergic to chicken, beef).
  const avoid = [...new Set(allergies.map((allergy) => allergy.trim().toLowerCase()))];
  const inRecipes = new Set(
    recipes.filter((recipe) => failing.includes(recipe.kind)).flatMap((recipe) => recipe.allergens),
  );
  const blocking = avoid.filter((allergen) => inRecipes.has(allergen));
  const kinds = joinWords(
    failing.map((kind) => KIND_WORDS[kind]),
    'or',
  );
  // A kind with no recipe on offer at all has no allergen to name.
  return blocking.length
    ? `No ${kinds} recipe is free of ${joinWords(blocking, 'and')}`
    : `No ${kinds} recipe is on offer`;
}

export interface PlanTypeAdvice {
  /** The plan to recommend: full fresh when it is safe, else the first safe one; null if none. */
  recommended: PlanType | null;
  /** Each plan type that cannot be made safely, with the reason to show in its place. */
  unsafe: Partial<Record<PlanType, string>>;
}

/** Which of the offered plan types are safe for the pup, and the best safe one. */
export function planTypeAdvice(
  offered: readonly PlanType[],
  recipes: readonly KindedRecipe[],
  allergies: readonly string[],
): PlanTypeAdvice {
  const unsafe: Partial<Record<PlanType, string>> = {};
  for (const planType of offered) {
    const reason = unsafePlanReason(planType, recipes, allergies);
    if (reason) unsafe[planType] = reason;
  }
  const safe = offered.filter((planType) => !unsafe[planType]);
  return { recommended: safe.includes('FR') ? 'FR' : (safe[0] ?? null), unsafe };
}
