import type { Offer } from '@/domain/offers';

/** GET /api/v3/coupons/{code}/: an offer code the customer may use. */
export interface CouponView {
  code: string;
  category: Offer['category'];
  type: Offer['type'];
  /** Dollars for DOLLAR_AMOUNT, percent for the percent types (spec section 5), to two decimals. */
  amount: number;
}
