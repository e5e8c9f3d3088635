/**
 * Offers and coupons (spec sections 3 and 5). The spec's amount is dollars for DOLLAR_AMOUNT and
 * percent for the percent types; the shop keeps and applies it in whole hundredths of that unit:
 * cents off, or basis points (1/100 of a percent) off. 12.5% is 1250 bp and discounts 12.5%.
 */
export const OFFER_CATEGORIES = ['MARKETING', 'REACTIVATION'] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];

export const OFFER_TYPES = ['DOLLAR_AMOUNT', 'PERCENT_AMOUNT', 'CATEGORY_PERCENT_AMOUNT'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** 100%: a percent offer never takes more than the whole amount. */
export const FULL_PERCENT_BPS = 10_000;

export type OfferAmount = { kind: 'dollars'; cents: number } | { kind: 'percent'; bps: number };

export interface Offer {
  code: string;
  category: OfferCategory;
  type: OfferType;
  /** Cents off for DOLLAR_AMOUNT, basis points off for the percent types (offerAmount). */
  amount: OfferAmount;
  /** For CATEGORY_PERCENT_AMOUNT: the product type it discounts (FR, DY, MX, TR, SP). */
  productCategory?: string | null;
  /** Every box of the plan, or only the first (the default; referral codes too). */
  appliesTo?: 'FIRST_BOX' | 'EVERY_BOX';
  /** Set when the code is a customer's referral code: who referred. */
  referrerId?: number;
}

/**
 * The spec's amount (dollars, or percent) as whole cents or basis points, rounded to the
 * nearest hundredth: exact for the two decimals the console accepts (hasAtMostTwoDecimals).
 */
export function offerAmount(type: OfferType, amount: number): OfferAmount {
  const hundredths = Math.round(amount * 100);
  switch (type) {
    case 'DOLLAR_AMOUNT':
      return { kind: 'dollars', cents: Math.max(0, hundredths) };
    case 'PERCENT_AMOUNT':
    case 'CATEGORY_PERCENT_AMOUNT':
      return { kind: 'percent', bps: Math.min(FULL_PERCENT_BPS, Math.max(0, hundredths)) };
    default:
      throw new Error('Unknown Offer type');
  }
}

/** Back to the spec's amount for the API and the console: dollars, or percent (12.5). */
export function specAmount(amount: OfferAmount): number {
  return (amount.kind === 'dollars' ? amount.cents : amount.bps) / 100;
}

/** True when a number has no more than two decimals (an amount in whole cents or basis points). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** True when an offer discounts this product type at all. */
export function offerApplies(offer: Offer, productType: string): boolean {
  return offer.type !== 'CATEGORY_PERCENT_AMOUNT' || offer.productCategory === productType;
}

/**
 * A percentage of an amount in cents, rounded half up to the cent (12.5% of 999¢ is 124.875¢,
 * so 125¢). Integer arithmetic: no binary fraction can tip a half-cent the wrong way.
 */
export function percentOfCents(amountCents: number, bps: number): number {
  if (amountCents <= 0 || bps <= 0) return 0;
  return Math.floor((amountCents * bps + FULL_PERCENT_BPS / 2) / FULL_PERCENT_BPS);
}

/**
 * The discount in cents on an amount. Never more than the amount itself, so a total can never
 * go below zero.
 */
export function discountCents(amountCents: number, offer: Offer, productType: string): number {
  if (amountCents <= 0 || !offerApplies(offer, productType)) return 0;
  const discount =
    offer.amount.kind === 'dollars'
      ? offer.amount.cents
      : percentOfCents(amountCents, offer.amount.bps);
  return Math.min(amountCents, Math.max(0, discount));
}
