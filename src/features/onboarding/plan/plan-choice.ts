import type { Recommendation } from '@/lib/api-client/shop';
import { PLAN_NAMES, type PlanType } from '@/domain/plan-types';
import { maxRecipes } from '@/domain/recipe-selection';
import type { HasAllergens } from '@/domain/allergens';
import { planTypeAdvice, type KindedRecipe, type PlanTypeAdvice } from '@/domain/plan-safety';

export interface RecipeSelection {
  fresh: string[];
  dry: string[];
}

export interface PlanChoice {
  planType: PlanType;
  selection: RecipeSelection;
  /** The priced variant's sku (plan, calories, portion and recipes); none when not on offer. */
  sku?: string;
  /** Recipes whose allergy warning the owner acknowledged. */
  acknowledged?: string[];
}

export const PLAN_LABELS: Record<PlanType, { name: string; blurb: string }> = {
  FR: { name: PLAN_NAMES.FR, blurb: 'Every meal fresh: gently cooked, portioned, frozen.' },
  half_fresh: {
    name: PLAN_NAMES.half_fresh,
    blurb: 'Half portions of fresh food to top up what your pup eats now.',
  },
  DY: { name: PLAN_NAMES.DY, blurb: 'Slow-baked kibble made from the same real-food recipes.' },
  MX: { name: PLAN_NAMES.MX, blurb: 'Half fresh, half baked: variety at a gentler price.' },
};

/**
 * Which plan types are safe for the pup and the one to recommend (planTypeAdvice), over the
 * recipes each offered plan is made of; `start` is the plan shown first: the recommended one, or
 * when none is safe the first offered, with no recipe picked, for the owner to choose and confirm.
 */
export function planAdvice(
  entries: Recommendation[],
  recipes: readonly (HasAllergens & { key: string })[],
  allergies: readonly string[],
): PlanTypeAdvice & { start: PlanType | null } {
  const offered: KindedRecipe[] = [];
  for (const kind of ['fresh', 'dry'] as const) {
    const keys = new Set(entries.flatMap((entry) => entry.available_recipes[kind]));
    for (const key of keys)
      offered.push({
        kind,
        // The catalogue lists every recipe sold; one it does not know has no allergen to flag.
        allergens: recipes.find((recipe) => recipe.key === key)?.allergens ?? [],
      });
  }
  const advice = planTypeAdvice(
    entries.map((entry) => entry.product_type),
    offered,
    allergies,
  );
  return { ...advice, start: advice.recommended ?? entries[0]?.product_type ?? null };
}

const sameKeys = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('+') === [...b].sort().join('+');

/** The priced variant of a plan for a recipe choice (null when the choice is not one on offer). */
export function variantFor(entry: Recommendation, selection: RecipeSelection) {
  const product = entry.products[0];
  return (
    product?.variants?.find(
      (variant) =>
        sameKeys(variant.recipes.fresh, selection.fresh) &&
        sameKeys(variant.recipes.dry, selection.dry),
    ) ?? null
  );
}

/**
 * The default choice for a plan type: its recommended recipes. Without a recommendation (no recipe
 * is safe for the pup's allergies) nothing is pre-selected: the owner picks, and is warned.
 */
export function defaultChoice(entry: Recommendation): PlanChoice {
  const selection = entry.recommended?.recipes ?? { fresh: [], dry: [] };
  return withSku(entry, { planType: entry.product_type, selection });
}

/** The choice with the sku of its priced variant. */
export function withSku(entry: Recommendation, choice: PlanChoice): PlanChoice {
  return { ...choice, sku: variantFor(entry, choice.selection)?.sku };
}

/** Which recipe kinds a plan type uses. */
export function kindsOf(entry: Recommendation): Array<'fresh' | 'dry'> {
  const kinds: Array<'fresh' | 'dry'> = [];
  if (entry.product_type !== 'DY') kinds.push('fresh');
  if (entry.product_type === 'DY' || entry.product_type === 'MX') kinds.push('dry');
  return kinds;
}

/**
 * Ticks or unticks a recipe, keeping within the most a plan can mix (a refused tick is unchanged:
 * recipeLimitMessage says why).
 */
export function toggleRecipe(
  selection: RecipeSelection,
  kind: 'fresh' | 'dry',
  key: string,
  planType: PlanType = 'FR',
): RecipeSelection {
  const current = selection[kind];
  if (current.includes(key))
    return { ...selection, [kind]: current.filter((item) => item !== key) };
  if (current.length >= maxRecipes(planType, kind)) return selection;
  return { ...selection, [kind]: [...current, key] };
}
