/** Offers and coupons (spec sections 3 and 5). Amounts: dollars for DOLLAR_AMOUNT, percent otherwise. */
export const OFFER_CATEGORIES = ['MARKETING', 'REACTIVATION'] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];

export const OFFER_TYPES = ['DOLLAR_AMOUNT', 'PERCENT_AMOUNT', 'CATEGORY_PERCENT_AMOUNT'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export interface Offer {
  code: string;
  category: OfferCategory;
  type: OfferType;
  /** Dollars for DOLLAR_AMOUNT, whole percent for the percent types. */
  amount: number;
  /** For CATEGORY_PERCENT_AMOUNT: the product type it discounts (FR, DY, MX, TR, SP). */
  productCategory?: string | null;
  /** Set when the code is a customer's referral code: who referred. */
  referrerId?: number;
}

export type OfferAmount = { kind: 'dollars'; cents: number } | { kind: 'percent'; percent: number };

export function offerAmount(offer: Pick<Offer, 'type' | 'amount'>): OfferAmount {
  switch (offer.type) {
    case 'DOLLAR_AMOUNT':
      return { kind: 'dollars', cents: Math.round(offer.amount * 100) };
    case 'PERCENT_AMOUNT':
    case 'CATEGORY_PERCENT_AMOUNT':
      return { kind: 'percent', percent: Math.min(100, Math.max(0, Math.round(offer.amount))) };
    default:
      throw new Error('Unknown Offer type');
  }
}

/** True when an offer discounts this product type at all. */
export function offerApplies(offer: Offer, productType: string): boolean {
  return offer.type !== 'CATEGORY_PERCENT_AMOUNT' || offer.productCategory === productType;
}

/**
 * The discount in cents on an amount. Never more than the amount itself, so a total can never
 * go below zero.
 */
export function discountCents(amountCents: number, offer: Offer, productType: string): number {
  if (amountCents <= 0 || !offerApplies(offer, productType)) return 0;
  const amount = offerAmount(offer);
  const discount =
    amount.kind === 'dollars' ? amount.cents : Math.round((amountCents * amount.percent) / 100);
  return Math.min(amountCents, Math.max(0, discount));
}
