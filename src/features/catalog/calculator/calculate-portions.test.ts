import { describe, expect, it } from 'vitest';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { dailyCalories } from '@/domain/nutrition';
import { buildProduct } from '@/domain/recommendations';
import { calculatePortions, calculatorRecipe } from './calculate-portions';

const RECIPES_ON_OFFER = RECIPES.filter((recipe) => !recipe.flag);

describe('calculatePortions', () => {
  const dog = { weightLb: 30, activityLevel: 'normal', isNeutered: true } as const;
  const result = calculatePortions(dog, RECIPES_ON_OFFER);

  it('shows the arithmetic: kg, resting energy, factor, per day and per meal', () => {
    expect(result).toMatchObject({
      weightKg: 13.6,
      restingKcal: 496,
      factor: 1.6,
      kcalPerDay: 794,
      kcalPerMeal: 397,
      mealsPerDay: 2,
    });
    expect(result.kcalPerMeal).not.toBe(result.kcalPerDay);
  });

  it('prices every plan type exactly as the API does', () => {
    expect(result.plans.map((plan) => plan.planType)).toEqual(['FR', 'half_fresh', 'DY', 'MX']);
    for (const plan of result.plans) {
      const product = buildProduct({
        planType: plan.planType,
        kcalPerDay: dailyCalories(dog),
        available: RECIPES_ON_OFFER,
        allergies: [],
        offer: null,
        includeVariants: false,
      });
      expect(plan.pricePerWeek).toBe(product.price_per_week);
      expect(plan.pricePerDay).toBe(product.price_per_day);
      expect(plan.pricePerWeek).toBe(plan.pricePerDay * 7);
    }
  });

  it('feeds half-fresh half the calories of fresh, and mixed half of each kind', () => {
    const byType = Object.fromEntries(result.plans.map((plan) => [plan.planType, plan]));
    expect(byType.half_fresh!.kcalPerDay).toBe(397);
    expect(byType.MX!.freshGramsPerDay).toBeGreaterThan(0);
    expect(byType.MX!.dryGramsPerDay).toBeGreaterThan(0);
    expect(byType.DY!.freshGramsPerDay).toBe(0);
  });

  it('gives the same answer from the trimmed recipes the page ships', () => {
    const trimmed = RECIPES_ON_OFFER.map(calculatorRecipe);
    expect(calculatePortions(dog, trimmed)).toEqual(result);
    expect(JSON.stringify(trimmed)).not.toMatch(/ingredients|description|tagline/);
  });
});
