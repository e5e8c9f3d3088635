import type { RecipeData } from '@/domain/catalog/recipes-data';
import {
  caloriesPerMeal,
  dailyCalories,
  LB_TO_KG,
  lifeStageFactor,
  MEALS_PER_DAY,
  restingEnergyKcal,
  type DogProfile,
} from '@/domain/nutrition';
import { quotePlan } from '@/domain/plan-quote';
import { PLAN_TYPES, type PlanType } from '@/domain/plan-types';
import { recommendRecipes } from '@/domain/recipe-selection';

export interface PlanLine {
  planType: PlanType;
  recipes: string[];
  kcalPerDay: number;
  freshGramsPerDay: number;
  dryGramsPerDay: number;
  pricePerDay: number;
  pricePerWeek: number;
}

/** What the calculator needs of a recipe: pricing and choice, not its ingredients or copy. */
export type CalculatorRecipe = Pick<
  RecipeData,
  'key' | 'kind' | 'name' | 'kcalPerKg' | 'centsPer1000Kcal' | 'allergens' | 'rank'
>;

/** Trims a recipe to what the calculator's page ships to the browser. */
export function calculatorRecipe({
  key,
  kind,
  name,
  kcalPerKg,
  centsPer1000Kcal,
  allergens,
  rank,
}: CalculatorRecipe): CalculatorRecipe {
  return { key, kind, name, kcalPerKg, centsPer1000Kcal, allergens, rank };
}

export interface PortionResult {
  weightKg: number;
  restingKcal: number;
  factor: number;
  kcalPerDay: number;
  kcalPerMeal: number;
  mealsPerDay: number;
  plans: PlanLine[];
}

/**
 * The calculator's arithmetic, step by step, through the same rules the API prices plans with.
 * Recipes are the ones a plan would recommend for a dog without allergies.
 */
export function calculatePortions(profile: DogProfile, recipes: CalculatorRecipe[]): PortionResult {
  const kcalPerDay = dailyCalories(profile);
  const names = new Map(recipes.map((recipe) => [recipe.key, recipe.name]));
  const plans = PLAN_TYPES.flatMap((planType): PlanLine[] => {
    const chosen = recommendRecipes(planType, recipes, []);
    if (!chosen) return [];
    const keys = [...chosen.fresh, ...chosen.dry];
    const quote = quotePlan(
      kcalPerDay,
      planType,
      recipes.filter((recipe) => keys.includes(recipe.key)),
    );
    return [
      {
        planType,
        recipes: keys.map((key) => names.get(key) ?? key),
        kcalPerDay: quote.kcalories_per_day,
        freshGramsPerDay: quote.fresh_grams_per_day,
        dryGramsPerDay: quote.dry_grams_per_day,
        pricePerDay: quote.price_per_day,
        pricePerWeek: quote.price_per_week,
      },
    ];
  });
  return {
    weightKg: Math.round(profile.weightLb * LB_TO_KG * 10) / 10,
    restingKcal: Math.round(restingEnergyKcal(profile.weightLb * LB_TO_KG)),
    factor: Math.round(lifeStageFactor(profile) * 100) / 100,
    kcalPerDay,
    kcalPerMeal: caloriesPerMeal(kcalPerDay),
    mealsPerDay: MEALS_PER_DAY,
    plans,
  };
}
