import { shipsInCycle, type AddonFrequency } from './addon-limits';
import { discountCents, type Offer } from './offers';
import { boxTaxCents } from './tax';

/** A priced plan of one pup, as the cart holds it. */
export interface PricedPlan {
  pet_id: number;
  product_type: 'FR' | 'DY' | 'MX';
  /** One box: price per week × weeks of food. */
  box_cents: number;
}

export interface PricedAddon {
  sku: string;
  product_type: 'TR' | 'SP';
  unit_cents: number;
  quantity: number;
  frequency: AddonFrequency;
  /** False: ships once, with the first box only. */
  recurrence: boolean;
}

export interface CartTotals {
  /** The first box before the offer. */
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  /** What is charged now: never below zero. */
  total: number;
  /** The regular box after the first (every-box items only), before tax. */
  next_box_subtotal: number;
  next_box_tax: number;
  next_box_total: number;
}

/** Boxes ship free: the price of the plan includes delivery. */
export const SHIPPING_CENTS = 0;

/**
 * Totals of a cart's first box and of the regular box after it. The offer applies to the first
 * box only: percent offers to every item they cover, a dollar offer once to the whole box.
 */
export function cartTotals(
  plans: PricedPlan[],
  addons: PricedAddon[],
  offer: Offer | null,
  /** The shipping address's combined rate, parts per million (src/domain/tax.ts). */
  taxRatePpm: number,
): CartTotals {
  const lines = [
    ...plans.map((plan) => ({ cents: plan.box_cents, productType: plan.product_type })),
    ...addons.map((addon) => ({
      cents: addon.unit_cents * addon.quantity,
      productType: addon.product_type,
    })),
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.cents, 0);
  let discount = 0;
  if (offer?.type === 'DOLLAR_AMOUNT') discount = discountCents(subtotal, offer, 'ALL');
  else if (offer)
    discount = lines.reduce(
      (sum, line) => sum + discountCents(line.cents, offer, line.productType),
      0,
    );
  discount = Math.min(discount, subtotal);
  const tax = boxTaxCents(
    lines.map((line) => line.cents),
    discount,
    taxRatePpm,
  );

  const nextBoxLines = [
    ...plans.map((plan) => plan.box_cents),
    ...addons
      .filter((addon) => addon.recurrence && shipsInCycle(addon.frequency, 1))
      .map((addon) => addon.unit_cents * addon.quantity),
  ];
  const nextBoxSubtotal = nextBoxLines.reduce((sum, cents) => sum + cents, 0);
  const nextBoxTax = boxTaxCents(nextBoxLines, 0, taxRatePpm);
  return {
    subtotal,
    discount,
    tax,
    shipping: SHIPPING_CENTS,
    total: Math.max(0, subtotal - discount + tax + SHIPPING_CENTS),
    next_box_subtotal: nextBoxSubtotal,
    next_box_tax: nextBoxTax,
    next_box_total: nextBoxSubtotal + nextBoxTax + SHIPPING_CENTS,
  };
}
