import { describe, expect, it } from 'vitest';
import { RECIPES } from './catalog/recipes-data';
import { planTypeAdvice, unsafePlanReason } from './plan-safety';
import type { PlanType } from './plan-types';

const ALL: PlanType[] = ['FR', 'half_fresh', 'DY', 'MX'];

describe('unsafePlanReason', () => {
  it.each([
    ['FR', [], null],
    ['DY', ['chicken'], null],
    ['DY', ['chicken', 'beef'], 'No baked recipe is free of chicken and beef'],
    ['MX', ['chicken', 'beef'], 'No baked recipe is free of chicken and beef'],
    ['FR', ['chicken', 'beef'], null],
    ['FR', ['fish'], 'No fresh recipe is free of fish'],
    ['half_fresh', ['fish'], 'No fresh recipe is free of fish'],
    ['DY', ['fish', 'dairy'], 'No baked recipe is free of fish'],
    ['MX', ['fish'], 'No fresh or baked recipe is free of fish'],
    ['DY', ['chicken', 'beef', 'turkey'], 'No baked recipe is free of chicken and beef'],
    ['DY', [' Chicken ', 'BEEF'], 'No baked recipe is free of chicken and beef'],
  ] as const)('%s for a pup allergic to %j: %s', (planType, allergies, reason) => {
    expect(unsafePlanReason(planType, RECIPES, allergies)).toBe(reason);
  });

  it('names every allergen that leaves a kind without a safe recipe', () => {
    const recipes = [
      { kind: 'dry' as const, allergens: ['chicken', 'egg'] },
      { kind: 'dry' as const, allergens: ['beef'] },
      { kind: 'dry' as const, allergens: ['lamb'] },
    ];
    expect(unsafePlanReason('DY', recipes, ['egg', 'beef', 'lamb', 'chicken'])).toBe(
      'No baked recipe is free of egg, beef, lamb and chicken',
    );
  });

  it('says so when a kind has no recipe on offer at all', () => {
    expect(unsafePlanReason('DY', [{ kind: 'fresh', allergens: [] }], [])).toBe(
      'No baked recipe is on offer',
    );
  });
});

describe('planTypeAdvice', () => {
  it.each([
    [[], 'FR', {}],
    [
      ['chicken', 'beef'],
      'FR',
      {
        DY: 'No baked recipe is free of chicken and beef',
        MX: 'No baked recipe is free of chicken and beef',
      },
    ],
    [
      ['fish'],
      null,
      {
        FR: 'No fresh recipe is free of fish',
        half_fresh: 'No fresh recipe is free of fish',
        DY: 'No baked recipe is free of fish',
        MX: 'No fresh or baked recipe is free of fish',
      },
    ],
  ] as const)('for a pup allergic to %j recommends %s', (allergies, recommended, unsafe) => {
    expect(planTypeAdvice(ALL, RECIPES, allergies)).toEqual({ recommended, unsafe });
  });

  it('recommends the first safe plan when full fresh is not safe', () => {
    const recipes = [
      { kind: 'fresh' as const, allergens: ['fish'] },
      { kind: 'dry' as const, allergens: [] },
    ];
    expect(planTypeAdvice(ALL, recipes, ['fish']).recommended).toBe('DY');
    expect(planTypeAdvice(['MX', 'DY'], recipes, []).recommended).toBe('MX');
  });
});
