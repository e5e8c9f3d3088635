import { describe, expect, it } from 'vitest';
import {
  cheapestPlan,
  fewerWeeks,
  offerFor,
  offerKey,
  OFFERS_BY_REASON,
  otherRecipes,
  type OfferOptions,
} from './cancel-offers';
import { CANCEL_REASONS, type CancelReason } from './cancel-reasons';

const cheaper = {
  kind: 'cheaper_plan' as const,
  plan_type: 'half_fresh' as const,
  recipes: { fresh: ['chicken'], dry: [] },
  price_per_week: 3000,
  current_price_per_week: 6000,
};
const smaller = {
  kind: 'fewer_weeks',
  weeks_of_food: 2,
  box_price: 12000,
  current_weeks_of_food: 4,
  current_box_price: 24000,
} as const;
const recipe = {
  kind: 'other_recipe' as const,
  recipes: { fresh: ['beef'], dry: [] },
  price_per_week: 6100,
  current_price_per_week: 6000,
};
const pause = {
  kind: 'pause',
  weeks: 4,
  next_delivery_date: '2027-01-05',
  current_delivery_date: '2026-12-08',
} as const;
const all: OfferOptions = {
  cheaper_plan: cheaper,
  fewer_weeks: smaller,
  other_recipe: recipe,
  pause,
};

describe('offerFor: reason → one offer', () => {
  it.each<[CancelReason, OfferOptions, string | null]>([
    ['Too expensive', all, 'cheaper_plan'],
    // No cheaper plan type for this pup (already the cheapest): a smaller box instead.
    ['Too expensive', { ...all, cheaper_plan: null }, 'fewer_weeks'],
    ['Too expensive', { other_recipe: recipe, pause }, null],
    ['My dog did not like the food', all, 'other_recipe'],
    ['My dog did not like the food', { ...all, other_recipe: null }, null],
    ['Too much food', all, 'fewer_weeks'],
    ['Not enough freezer space', all, 'fewer_weeks'],
    ['Not enough freezer space', { ...all, fewer_weeks: null }, null],
    ['Moving or travelling', all, 'pause'],
    ['My dog passed away', all, null],
    ['Something else', all, null],
  ])('%s → %s', (reason, options, kind) => {
    expect(offerFor(reason, options)?.kind ?? null).toBe(kind);
  });

  it('has an entry for every reason the API accepts', () => {
    expect(Object.keys(OFFERS_BY_REASON).sort()).toEqual([...CANCEL_REASONS].sort());
  });
});

describe('fewerWeeks', () => {
  it.each([
    [4, 2],
    [3, 1],
    [2, 1],
    [1, null],
  ])('%i weeks → %s', (current, next) => {
    expect(fewerWeeks(current)).toBe(next);
  });
});

describe('cheapestPlan', () => {
  const plans = [
    { plan_type: 'MX', price_per_week: 4500 },
    { plan_type: 'half_fresh', price_per_week: 3000 },
    { plan_type: 'DY', price_per_week: 2500 },
  ];
  it.each([
    [6000, 'DY'],
    [2800, 'DY'],
    [2500, null],
    [2000, null],
  ])('now %i a week → %s', (now, type) => {
    expect(cheapestPlan(now, plans)?.plan_type ?? null).toBe(type);
  });
});

describe('otherRecipes', () => {
  const offered = { fresh: ['chicken', 'beef', 'turkey', 'pork'], dry: ['chicken', 'beef'] };
  it.each([
    [
      { fresh: ['chicken', 'beef'], dry: [] },
      { fresh: ['turkey', 'pork'], dry: [] },
    ],
    [
      { fresh: ['chicken'], dry: ['beef'] },
      { fresh: ['beef'], dry: ['chicken'] },
    ],
    [{ fresh: [], dry: ['chicken', 'beef'] }, null],
    [{ fresh: ['chicken', 'beef', 'turkey', 'pork'], dry: [] }, null],
  ])('%o → %o', (current, next) => {
    expect(otherRecipes(current, offered)).toEqual(next);
  });
});

describe('offerKey', () => {
  it.each([
    [cheaper, 'cheaper_plan:half_fresh:chicken/0'],
    [recipe, 'other_recipe:beef/0'],
    [smaller, 'fewer_weeks:4>2'],
    [pause, 'pause:2026-12-08>2027-01-05'],
  ])('%o → %s', (offer, key) => {
    expect(offerKey(offer)).toBe(key);
  });
});
