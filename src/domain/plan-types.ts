/** Plan product types (spec sections 3, 9): fresh, half-fresh (half portions), dry/baked, mixed. */
export const PLAN_TYPES = ['FR', 'half_fresh', 'DY', 'MX'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/**
 * Each plan's one name, wherever the shop shows it (quiz, My plan, calculator, marketing): the
 * spec's "half-fresh" and "mixed".
 */
export const PLAN_NAMES: Record<PlanType, string> = {
  FR: 'Fresh',
  half_fresh: 'Half-fresh',
  DY: 'Baked',
  MX: 'Mixed',
};

export const DEFAULT_PORTION = '1.0';
export const HALF_PORTION = '0.5';
export type PortionSize = typeof DEFAULT_PORTION | typeof HALF_PORTION;

/** What share of the day's calories each kind of food supplies in a plan. */
export interface CalorieSplit {
  fresh: number;
  dry: number;
}

export const PLAN_SPLIT: Record<PlanType, CalorieSplit> = {
  FR: { fresh: 1, dry: 0 },
  // Half portions of fresh food, topping up whatever else the dog eats.
  half_fresh: { fresh: 0.5, dry: 0 },
  DY: { fresh: 0, dry: 1 },
  MX: { fresh: 0.5, dry: 0.5 },
};

export function portionSizeOf(planType: PlanType): PortionSize {
  return planType === 'half_fresh' ? HALF_PORTION : DEFAULT_PORTION;
}

/** The product type a plan's sku is filed under: half-fresh is fresh food at portion 0.5. */
export function skuProductType(planType: PlanType): 'FR' | 'DY' | 'MX' {
  return planType === 'half_fresh' ? 'FR' : planType;
}

/**
 * The plan type to show for an existing subscription (spec section 4): half_fresh when fresh with
 * portion 0.5, mixed when mixed, otherwise fresh.
 */
export function defaultProductType(
  subscription: { product_type?: unknown; portion_size?: unknown } | null | undefined,
): PlanType {
  if (!subscription || typeof subscription !== 'object' || Object.keys(subscription).length === 0) {
    throw new Error('Invalid object');
  }
  const { product_type: productType, portion_size: portionSize } = subscription;
  if (productType === 'FR' && String(portionSize) === HALF_PORTION) return 'half_fresh';
  if (productType === 'MX') return 'MX';
  return 'FR';
}
