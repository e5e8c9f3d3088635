import type { CancelReason } from './cancel-reasons';
import type { RecipeSelection } from './plan-quote';
import type { PlanType } from './plan-types';

/**
 * The one alternative a cancelling customer is shown, matched to their reason. One offer, never a
 * maze: the "Cancel my plan" button stays on the same screen (Cal. Bus. & Prof. Code §17602(d)
 * lets a shop present a save offer only if cancelling stays as easy as signing up).
 */
export const OFFER_KINDS = ['cheaper_plan', 'fewer_weeks', 'other_recipe', 'pause'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** How long the "going away" offer moves the next box back. */
export const PAUSE_OFFER_WEEKS = 4;

/**
 * Reason → offers in order of preference; the first one the plan can take is shown. No offer to
 * someone whose dog died, nor to "something else": we do not know what would help.
 */
export const OFFERS_BY_REASON: Record<CancelReason, readonly OfferKind[]> = {
  'Too expensive': ['cheaper_plan', 'fewer_weeks'],
  'My dog did not like the food': ['other_recipe'],
  'Too much food': ['fewer_weeks'],
  'Not enough freezer space': ['fewer_weeks'],
  'Moving or travelling': ['pause'],
  'My dog passed away': [],
  'Something else': [],
};

export type CancelOffer =
  | {
      kind: 'cheaper_plan';
      plan_type: PlanType;
      recipes: RecipeSelection;
      price_per_week: number;
      current_price_per_week: number;
    }
  | {
      kind: 'fewer_weeks';
      weeks_of_food: number;
      box_price: number;
      current_weeks_of_food: number;
      current_box_price: number;
    }
  | {
      kind: 'other_recipe';
      recipes: RecipeSelection;
      price_per_week: number;
      current_price_per_week: number;
    }
  | { kind: 'pause'; weeks: number; next_delivery_date: string; current_delivery_date: string };

/** What the plan could take, worked out by the server for this pup (null: not possible). */
export type OfferOptions = Partial<{ [K in OfferKind]: Extract<CancelOffer, { kind: K }> | null }>;

/** The reason's first offer the plan can take, or null. */
export function offerFor(reason: CancelReason, options: OfferOptions): CancelOffer | null {
  for (const kind of OFFERS_BY_REASON[reason]) {
    const offer = options[kind];
    if (offer) return offer;
  }
  return null;
}

/** Fewer weeks a box: half as many (rounded down), at least one; null if it is one already. */
export function fewerWeeks(current: number): number | null {
  return current > 1 ? Math.max(1, Math.floor(current / 2)) : null;
}

/** The cheapest plan type that costs less a week than the current one, or null. */
export function cheapestPlan<T extends { price_per_week: number }>(
  currentPricePerWeek: number,
  alternatives: T[],
): T | null {
  const cheaper = alternatives
    .filter((plan) => plan.price_per_week < currentPricePerWeek)
    .sort((a, b) => a.price_per_week - b.price_per_week);
  return cheaper[0] ?? null;
}

/**
 * Other recipes of the same kinds, as many as the plan has now: those it does not have yet first.
 * Null when there is nothing new to try for a kind the plan uses.
 */
export function otherRecipes(
  current: RecipeSelection,
  offered: RecipeSelection,
): RecipeSelection | null {
  const swap = (kind: 'fresh' | 'dry') => {
    if (current[kind].length === 0) return [];
    const fresh = offered[kind].filter((key) => !current[kind].includes(key));
    return fresh.slice(0, current[kind].length);
  };
  const next = { fresh: swap('fresh'), dry: swap('dry') };
  const usable = (['fresh', 'dry'] as const).every(
    (kind) => current[kind].length === 0 || next[kind].length > 0,
  );
  return usable ? next : null;
}

const keys = (selection: RecipeSelection) =>
  `${selection.fresh.join('+') || '0'}/${selection.dry.join('+') || '0'}`;

/**
 * Names an offer by what it changes. Accepting sends back the key that was shown: a double click,
 * or a plan changed meanwhile, gives another key and is refused instead of applied twice.
 */
export function offerKey(offer: CancelOffer): string {
  switch (offer.kind) {
    case 'cheaper_plan':
      return `cheaper_plan:${offer.plan_type}:${keys(offer.recipes)}`;
    case 'other_recipe':
      return `other_recipe:${keys(offer.recipes)}`;
    case 'fewer_weeks':
      return `fewer_weeks:${offer.current_weeks_of_food}>${offer.weeks_of_food}`;
    case 'pause':
      return `pause:${offer.current_delivery_date}>${offer.next_delivery_date}`;
  }
}
