import { describe, expect, it } from 'vitest';
import { feedingGuide, transitionGrams } from './feeding-guide';

const recipes = [
  { key: 'chicken', kind: 'fresh', kcalPerKg: 1300 },
  { key: 'beef', kind: 'fresh', kcalPerKg: 1500 },
  { key: 'turkey', kind: 'dry', kcalPerKg: 3600 },
] as const;

describe('feedingGuide', () => {
  it('gives each fresh recipe a meal of the whole day’s calories, in two meals', () => {
    // 692 kcal a day: 346 kcal a meal; chicken 1,300 kcal/kg → 266 g, beef 1,500 → 231 g.
    expect(feedingGuide('FR_692_10_chicken+beef_0', recipes)).toEqual({
      planType: 'FR',
      kcalPerDay: 692,
      lines: [
        { key: 'chicken', kind: 'fresh', gramsPerMeal: 266 },
        { key: 'beef', kind: 'fresh', gramsPerMeal: 231 },
      ],
    });
  });

  it('halves the calories of each kind in a mixed plan, and of fresh food in half-fresh', () => {
    // 900 kcal: 225 kcal of each kind a meal; 225 / 1.3 = 173 g fresh, 225 / 3.6 = 63 g baked.
    expect(feedingGuide('MX_900_10_chicken_turkey', recipes)?.lines).toEqual([
      { key: 'chicken', kind: 'fresh', gramsPerMeal: 173 },
      { key: 'turkey', kind: 'dry', gramsPerMeal: 63 },
    ]);
    expect(feedingGuide('FR_900_05_beef_0', recipes)).toMatchObject({
      planType: 'half_fresh',
      lines: [{ key: 'beef', kind: 'fresh', gramsPerMeal: 150 }],
    });
  });

  it('gives no guide for a plan without recipes or with a recipe it does not know', () => {
    expect(feedingGuide('FR_692_10', recipes)).toBeNull();
    expect(feedingGuide('FR_692_10_lamb_0', recipes)).toBeNull();
    expect(feedingGuide('not a sku', recipes)).toBeNull();
  });

  it('grows the new food through the first week, in whole grams', () => {
    expect([0.25, 0.5, 0.75, 1].map((share) => transitionGrams(266, share))).toEqual([
      67, 133, 200, 266,
    ]);
  });
});
