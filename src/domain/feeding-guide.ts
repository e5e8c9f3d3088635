import { parsePlanSku } from './plan-sku';
import { PLAN_SPLIT, type PlanType } from './plan-types';

/** The guide's day: two meals, morning and evening. */
export const MEALS_PER_DAY = 2;

/** What the guide needs to know of a recipe: its kind and how many calories a kilogram holds. */
export interface FeedingRecipe {
  key: string;
  kind: 'fresh' | 'dry';
  kcalPerKg: number;
}

export interface FeedingLine {
  key: string;
  kind: 'fresh' | 'dry';
  /** One meal's portion of this recipe on a day it is served, in grams. */
  gramsPerMeal: number;
}

export interface FeedingGuide {
  planType: PlanType;
  kcalPerDay: number;
  lines: FeedingLine[];
}

/**
 * A pup's feeding guide for a plan sku: per recipe, the grams of one meal on a day that recipe is
 * served (recipes of a kind take turns by the day; a mixed plan serves one of each kind every
 * day, each carrying its kind's share of the calories). Null when the sku names no recipes or a
 * recipe is unknown.
 */
export function feedingGuide(sku: string, recipes: readonly FeedingRecipe[]): FeedingGuide | null {
  const plan = parsePlanSku(sku);
  if (!plan?.selection) return null;
  const split = PLAN_SPLIT[plan.planType];
  const lines: FeedingLine[] = [];
  for (const kind of ['fresh', 'dry'] as const) {
    for (const key of plan.selection[kind]) {
      const recipe = recipes.find((candidate) => candidate.key === key && candidate.kind === kind);
      if (!recipe || recipe.kcalPerKg <= 0) return null;
      const kcalPerMeal = (plan.kcalPerDay * split[kind]) / MEALS_PER_DAY;
      lines.push({ key, kind, gramsPerMeal: Math.round((kcalPerMeal / recipe.kcalPerKg) * 1000) });
    }
  }
  return lines.length ? { planType: plan.planType, kcalPerDay: plan.kcalPerDay, lines } : null;
}

/** The first week on new food: a growing part of each meal, the rest the food they ate before. */
export const TRANSITION = [
  { days: 'Days 1 and 2', share: 0.25 },
  { days: 'Days 3 and 4', share: 0.5 },
  { days: 'Days 5 and 6', share: 0.75 },
  { days: 'Day 7 on', share: 1 },
] as const;

/** One meal's grams of the new food at a stage of the first week. */
export const transitionGrams = (gramsPerMeal: number, share: number) =>
  Math.round(gramsPerMeal * share);
