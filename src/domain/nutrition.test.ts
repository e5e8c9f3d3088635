import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LEVELS,
  ageInMonths,
  caloriesPerMeal,
  dailyCalories,
  lifeStageFactor,
  restingEnergyKcal,
} from './nutrition';

describe('restingEnergyKcal', () => {
  it.each([
    [1, 70],
    [10, 393.6],
    [30, 897.3],
  ])('%i kg → %d kcal', (kg, kcal) => {
    expect(restingEnergyKcal(kg)).toBeCloseTo(kcal, 0);
  });
});

describe('lifeStageFactor', () => {
  it.each([
    [{ activityLevel: 'normal', isNeutered: false }, 1.8],
    [{ activityLevel: 'normal', isNeutered: true }, 1.6],
    [{ activityLevel: 'high', isNeutered: true }, 1.92],
    [{ activityLevel: 'low', isNeutered: false }, 1.53],
    [{ activityLevel: 'normal', isNeutered: true, ageMonths: 2 }, 3.0],
    [{ activityLevel: 'high', isNeutered: false, ageMonths: 3 }, 3.0],
    [{ activityLevel: 'low', isNeutered: true, ageMonths: 4 }, 2.0],
    [{ activityLevel: 'normal', isNeutered: true, ageMonths: 11 }, 2.0],
    [{ activityLevel: 'normal', isNeutered: true, ageMonths: 12 }, 1.6],
  ] as const)('%o → %d', (profile, factor) => {
    expect(lifeStageFactor(profile)).toBeCloseTo(factor, 5);
  });
});

describe('dailyCalories', () => {
  it.each([
    [{ weightLb: 22.05, activityLevel: 'normal', isNeutered: true }, 630],
    [{ weightLb: 22.05, activityLevel: 'normal', isNeutered: false }, 709],
    [{ weightLb: 66.14, activityLevel: 'high', isNeutered: true }, 1723],
    [{ weightLb: 10, activityLevel: 'normal', isNeutered: true, ageMonths: 3 }, 653],
  ] as const)('%o → %i kcal/day', (profile, kcal) => {
    expect(dailyCalories(profile)).toBe(kcal);
  });

  it('never gives a heavier or more active dog fewer calories', () => {
    for (const isNeutered of [true, false]) {
      for (const ageMonths of [undefined, 2, 6, 30]) {
        let previousByWeight = 0;
        for (let weightLb = 1; weightLb <= 250; weightLb += 0.5) {
          const byActivity = ACTIVITY_LEVELS.map((activityLevel) =>
            dailyCalories({ weightLb, activityLevel, isNeutered, ageMonths }),
          );
          for (let index = 1; index < byActivity.length; index += 1)
            expect(byActivity[index]!).toBeGreaterThanOrEqual(byActivity[index - 1]!);
          expect(byActivity[1]!).toBeGreaterThanOrEqual(previousByWeight);
          previousByWeight = byActivity[1]!;
        }
      }
    }
  });

  it.each([0, 0.5, 251, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses a weight of %d lb',
    (weightLb) => {
      expect(() => dailyCalories({ weightLb, activityLevel: 'normal', isNeutered: true })).toThrow(
        RangeError,
      );
    },
  );
});

describe('caloriesPerMeal', () => {
  it('is half of the day, never the day itself', () => {
    expect(caloriesPerMeal(630)).toBe(315);
    expect(caloriesPerMeal(631)).toBe(316);
  });
});

describe('ageInMonths', () => {
  const today = new Date('2026-11-22T00:00:00Z');
  it.each([
    [2026, 11, 0],
    [2026, 8, 3],
    [2025, 11, 12],
    [2020, 1, 82],
    [2027, 1, 0],
  ])('born %i-%i → %i months', (year, month, months) => {
    expect(ageInMonths(year, month, today)).toBe(months);
  });
});
