import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@/lib/api-client/shop';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { acknowledge, choiceNeedsConsent, pendingNotices, recipeNotices } from './plan-allergens';
import { defaultChoice, planAdvice } from './plan-choice';

const REX = { name: 'Rex', allergies: ['chicken', 'beef'] };

/** The API's answer for Rex: no baked recipe is safe, so none is recommended. */
const entry = (
  type: Recommendation['product_type'],
  recommended: { fresh: string[]; dry: string[] } | null,
): Recommendation =>
  ({
    product_type: type,
    starter_boxes: [],
    available_recipes: {
      fresh: ['chicken', 'beef', 'turkey'],
      dry: ['baked-chicken', 'baked-beef'],
    },
    recommended: recommended && { subscription_sku: `${type}_x`, recipes: recommended },
    products: [
      {
        variants: [
          { sku: 'dy-chicken', recipes: { fresh: [], dry: ['baked-chicken'] } },
          { sku: 'dy-beef', recipes: { fresh: [], dry: ['baked-beef'] } },
        ],
      },
    ],
  }) as unknown as Recommendation;

describe('plan step defaults for an allergic pup', () => {
  it('pre-selects nothing when no recipe of the plan is safe (switching to Baked)', () => {
    expect(defaultChoice(entry('DY', null))).toEqual({
      planType: 'DY',
      selection: { fresh: [], dry: [] },
      sku: undefined,
    });
  });

  it('recommends and prices only a plan with a safe recipe, and says why the others are not', () => {
    expect(planAdvice([entry('DY', null), entry('FR', null)], RECIPES, REX.allergies)).toEqual({
      recommended: 'FR',
      start: 'FR',
      unsafe: { DY: 'No baked recipe is free of chicken and beef' },
    });
  });

  it('recommends nothing when no plan is safe (every recipe has fish), starting on the first', () => {
    const advice = planAdvice([entry('FR', null), entry('DY', null)], RECIPES, ['fish']);
    expect(advice.recommended).toBeNull();
    expect(advice.start).toBe('FR');
    expect(advice.unsafe).toEqual({
      FR: 'No fresh recipe is free of fish',
      DY: 'No baked recipe is free of fish',
    });
  });
});

describe('recipe warnings on the plan step', () => {
  const choice = (fresh: string[], acknowledged?: string[]) => ({
    planType: 'FR' as const,
    selection: { fresh, dry: [] },
    acknowledged,
  });

  it('warns about each chosen recipe with the pup’s allergen', () => {
    expect(recipeNotices(choice(['chicken', 'turkey']), RECIPES, REX)).toEqual([
      {
        key: 'chicken',
        name: 'Fresh Chicken',
        text: 'Fresh Chicken contains chicken, which Rex is allergic to.',
      },
    ]);
  });

  it('needs the owner’s consent until every warning is acknowledged', () => {
    expect(choiceNeedsConsent(choice(['turkey']), RECIPES, REX)).toBe(false);
    expect(choiceNeedsConsent(choice(['chicken', 'beef']), RECIPES, REX)).toBe(true);
    expect(choiceNeedsConsent(choice(['chicken', 'beef'], ['chicken']), RECIPES, REX)).toBe(true);
    expect(choiceNeedsConsent(choice(['chicken', 'beef'], ['chicken', 'beef']), RECIPES, REX)).toBe(
      false,
    );
    const notices = recipeNotices(choice(['chicken', 'beef']), RECIPES, REX);
    expect(pendingNotices(notices, ['beef']).map((notice) => notice.key)).toEqual(['chicken']);
  });

  it('records and withdraws an acknowledgement', () => {
    expect(acknowledge(['beef'], 'chicken', true)).toEqual(['beef', 'chicken']);
    expect(acknowledge(['beef', 'chicken'], 'chicken', false)).toEqual(['beef']);
    expect(acknowledge(['beef'], 'beef', true)).toEqual(['beef']);
  });
});
