import { safeFor } from './allergens';
import type { PlanType } from './plan-types';

/** Recipes as recommendation sees them. */
export interface SelectableRecipe {
  key: string;
  kind: 'fresh' | 'dry';
  allergens: string[];
  rank: number;
}

export const MAX_RECIPES: Record<'fresh' | 'dry', number> = { fresh: 3, dry: 2 };

/** The most recipes of a kind one plan mixes: half of a mixed plan is fresh, so two at most. */
export function maxRecipes(planType: PlanType, kind: 'fresh' | 'dry'): number {
  return planType === 'MX' && kind === 'fresh' ? 2 : MAX_RECIPES[kind];
}

/**
 * What to tell a customer who ticks one recipe too many (the tick is not taken); null when the
 * tick is fine (it unticks, or there is room).
 */
export function recipeLimitMessage(
  planType: PlanType,
  selection: { fresh: string[]; dry: string[] },
  kind: 'fresh' | 'dry',
  key: string,
): string | null {
  const max = maxRecipes(planType, kind);
  if (selection[kind].includes(key) || selection[kind].length < max) return null;
  return `You can mix up to ${max} ${kind === 'fresh' ? 'fresh' : 'baked'} recipes. Untick one to choose another.`;
}

/** How many recipes of each kind a plan recommends. */
const RECOMMENDED_COUNT: Record<PlanType, { fresh: number; dry: number }> = {
  FR: { fresh: 2, dry: 0 },
  half_fresh: { fresh: 2, dry: 0 },
  DY: { fresh: 0, dry: 1 },
  MX: { fresh: 1, dry: 1 },
};

export function kindsOf(planType: PlanType): Array<'fresh' | 'dry'> {
  const count = RECOMMENDED_COUNT[planType];
  return (['fresh', 'dry'] as const).filter((kind) => count[kind] > 0);
}

/** Recipes the shop does not offer right now (not in the available list). */
export function unavailableRecipes<T extends { key: string }>(all: T[], available: T[]): T[] {
  const offered = new Set(available.map((recipe) => recipe.key));
  return all.filter((recipe) => !offered.has(recipe.key));
}

/**
 * The recommended recipes: the best-ranked ones without any of the dog's allergens. Null when a
 * kind the plan needs has no safe recipe: then the plan cannot be recommended.
 */
export function recommendRecipes(
  planType: PlanType,
  available: SelectableRecipe[],
  allergies: string[],
): { fresh: string[]; dry: string[] } | null {
  const pick = (kind: 'fresh' | 'dry') =>
    safeFor(available, allergies)
      .filter((recipe) => recipe.kind === kind)
      .sort((a, b) => a.rank - b.rank)
      .slice(0, RECOMMENDED_COUNT[planType][kind])
      .map((recipe) => recipe.key);
  const fresh = pick('fresh');
  const dry = pick('dry');
  const wanted = RECOMMENDED_COUNT[planType];
  if ((wanted.fresh > 0 && fresh.length === 0) || (wanted.dry > 0 && dry.length === 0)) return null;
  return { fresh, dry };
}

/** Every non-empty choice of up to `max` items, in a stable order. */
export function subsets<T>(items: T[], max: number): T[][] {
  const result: T[][] = [];
  const walk = (start: number, current: T[]) => {
    if (current.length > 0) result.push(current);
    if (current.length === max) return;
    for (let index = start; index < items.length; index += 1)
      walk(index + 1, [...current, items[index]!]);
  };
  walk(0, []);
  return result.sort((a, b) => a.length - b.length);
}

/** All recipe selections a plan type can be ordered with. */
export function selectionsFor(
  planType: PlanType,
  available: SelectableRecipe[],
): Array<{ fresh: string[]; dry: string[] }> {
  const keys = (kind: 'fresh' | 'dry') =>
    available.filter((recipe) => recipe.kind === kind).map((recipe) => recipe.key);
  const kinds = kindsOf(planType);
  const freshChoices = kinds.includes('fresh')
    ? subsets(keys('fresh'), maxRecipes(planType, 'fresh'))
    : [[]];
  const dryChoices = kinds.includes('dry')
    ? subsets(keys('dry'), maxRecipes(planType, 'dry'))
    : [[]];
  return freshChoices.flatMap((fresh) => dryChoices.map((dry) => ({ fresh, dry })));
}
