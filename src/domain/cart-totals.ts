import type { BoxAmount } from './box-lines';
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
}

export interface CartTotals {
  /** The first box before the offer. */
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  /** What is charged now: never below zero. */
  total: number;
  /**
   * The boxes after the first, every pup's together: the sum of each pup's next box as renewals
   * charge it (repeatQuote → nextBox, with the plan's every-box offer), never priced here again.
   */
  next_box_subtotal: number;
  next_box_tax: number;
  next_box_total: number;
}

/** Boxes ship free: the price of the plan includes delivery. */
export const SHIPPING_CENTS = 0;

/**
 * Totals of a cart's first box, and of the boxes after it as given: `nextBoxes` is each pup's
 * repeat box (repeatQuote), since renewals charge each pup's box on its own, with its own tax.
 * The first-box offer applies here: percent offers to every item they cover, a dollar offer once
 * to the whole box.
 */
export function cartTotals(
  plans: PricedPlan[],
  addons: PricedAddon[],
  offer: Offer | null,
  /** The shipping address's combined rate, parts per million (src/domain/tax.ts). */
  taxRatePpm: number,
  nextBoxes: BoxAmount[] = [],
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
  const sum = (pick: (box: BoxAmount) => number) =>
    nextBoxes.reduce((total, box) => total + pick(box), 0);
  return {
    subtotal,
    discount,
    tax,
    shipping: SHIPPING_CENTS,
    total: Math.max(0, subtotal - discount + tax + SHIPPING_CENTS),
    next_box_subtotal: sum((box) => box.subtotal),
    next_box_tax: sum((box) => box.tax),
    next_box_total: sum((box) => box.total),
  };
}
