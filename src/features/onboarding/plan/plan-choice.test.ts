import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@/lib/api-client/shop';
import {
  defaultChoice,
  kindsOf,
  PLAN_LABELS,
  planAdvice,
  toggleRecipe,
  variantFor,
} from './plan-choice';

const entry = (type: Recommendation['product_type']): Recommendation =>
  ({
    product_type: type,
    starter_boxes: [],
    available_recipes: { fresh: ['chicken', 'turkey'], dry: ['baked-chicken'] },
    recommended: {
      subscription_sku: `${type}_800_10_chicken_0`,
      recipes: { fresh: ['chicken'], dry: [] },
    },
    products: [
      {
        variants: [
          { sku: 'a', recipes: { fresh: ['chicken'], dry: [] }, price_per_week: 7000 },
          { sku: 'b', recipes: { fresh: ['chicken', 'turkey'], dry: [] }, price_per_week: 7700 },
        ],
      },
    ],
  }) as unknown as Recommendation;

describe('plan choice', () => {
  it('recommends full fresh when offered, else the first plan', () => {
    expect(planAdvice([entry('DY'), entry('FR')], [], []).recommended).toBe('FR');
    expect(planAdvice([entry('MX'), entry('DY')], [], []).recommended).toBe('MX');
    expect(planAdvice([], [], []).recommended).toBeNull();
  });

  it('finds the variant for a recipe choice in any order', () => {
    expect(variantFor(entry('FR'), { fresh: ['turkey', 'chicken'], dry: [] })?.sku).toBe('b');
    expect(variantFor(entry('FR'), { fresh: ['turkey'], dry: [] })).toBeNull();
  });

  it('starts from the recommended recipes', () => {
    expect(defaultChoice(entry('FR'))).toEqual({
      planType: 'FR',
      selection: { fresh: ['chicken'], dry: [] },
      sku: 'a',
    });
  });

  it.each([
    ['FR', ['fresh']],
    ['half_fresh', ['fresh']],
    ['DY', ['dry']],
    ['MX', ['fresh', 'dry']],
  ] as const)('a %s plan uses %o recipes', (type, kinds) => {
    expect(kindsOf(entry(type))).toEqual(kinds);
  });

  it('toggles recipes within the limit of each kind', () => {
    let selection = { fresh: ['chicken'], dry: [] as string[] };
    selection = toggleRecipe(selection, 'fresh', 'beef');
    selection = toggleRecipe(selection, 'fresh', 'turkey');
    expect(toggleRecipe(selection, 'fresh', 'pork').fresh).toEqual(['chicken', 'beef', 'turkey']);
    expect(toggleRecipe(selection, 'fresh', 'chicken').fresh).toEqual(['beef', 'turkey']);
    expect(toggleRecipe({ fresh: [], dry: ['a', 'b'] }, 'dry', 'c').dry).toEqual(['a', 'b']);
  });
});

describe('plan names', () => {
  it('are one name per plan, the spec’s: Half-fresh and Mixed', () => {
    expect(Object.values(PLAN_LABELS).map((label) => label.name)).toEqual([
      'Fresh',
      'Half-fresh',
      'Baked',
      'Mixed',
    ]);
  });
});
