import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@/lib/api-client/shop';
import { switchPlanType } from './switch-plan-type';

type Mix = { fresh: string[]; dry: string[] };
const FRESH = ['chicken', 'beef', 'turkey'];
const DRY = ['baked-beef', 'baked-chicken'];

/** A plan type selling every listed mix, each as a variant named by its recipes. */
const entry = (type: Recommendation['product_type'], mixes: Mix[], recommended: Mix) =>
  ({
    product_type: type,
    starter_boxes: [],
    available_recipes: {
      fresh: type === 'DY' ? [] : FRESH,
      dry: type === 'DY' || type === 'MX' ? DRY : [],
    },
    recommended: { subscription_sku: 'x', recipes: recommended },
    products: [
      {
        variants: mixes.map((mix) => ({
          sku: `${type}:${[...mix.fresh, ...mix.dry].join('+')}`,
          recipes: mix,
          price_per_week: 7000,
        })),
      },
    ],
  }) as unknown as Recommendation;

const mix = (fresh: string[], dry: string[] = []): Mix => ({ fresh, dry });
const fr = entry('FR', [mix(['chicken']), mix(['beef', 'turkey']), mix(FRESH)], mix(['chicken']));
const half = entry('half_fresh', [mix(['chicken']), mix(['beef', 'turkey'])], mix(['chicken']));
const mx = entry(
  'MX',
  [mix(['chicken'], ['baked-beef']), mix(['beef', 'turkey'], ['baked-beef'])],
  mix(['chicken'], ['baked-beef']),
);
const dy = entry(
  'DY',
  [mix([], ['baked-beef']), mix([], ['baked-chicken'])],
  mix([], ['baked-beef']),
);
const picked = (fresh: string[], dry: string[] = []) => ({
  planType: 'FR' as const,
  selection: mix(fresh, dry),
});

describe('switchPlanType', () => {
  it('keeps the recipes picked for a type when the customer switches back to it', () => {
    const mine = picked(['beef', 'turkey']);
    expect(switchPlanType(fr, picked(['baked-beef']), { FR: mine })).toEqual({
      ...mine,
      sku: 'FR:beef+turkey',
    });
  });

  it.each([
    [
      'fresh to half fresh keeps the fresh picks',
      half,
      picked(['beef', 'turkey']),
      'half_fresh:beef+turkey',
    ],
    [
      'fresh to mixed keeps fresh picks it sells, adds the recommended baked',
      mx,
      picked(['beef', 'turkey']),
      'MX:beef+turkey+baked-beef',
    ],
    [
      'fresh to baked carries no fresh recipe over',
      dy,
      picked(['beef', 'turkey']),
      'DY:baked-beef',
    ],
    [
      'a mix the new type does not sell falls back to its recommendation',
      half,
      picked(FRESH),
      'half_fresh:chicken',
    ],
  ])('%s', (_case, target, current, sku) => {
    const next = switchPlanType(target, current, {});
    expect(next.sku).toBe(sku);
    expect(next.planType).toBe(target.product_type);
    if (target.product_type === 'DY') expect(next.selection.fresh).toEqual([]);
  });

  it('starts from the recommendation without any earlier pick', () => {
    expect(switchPlanType(mx, undefined, {}).sku).toBe('MX:chicken+baked-beef');
  });
});
