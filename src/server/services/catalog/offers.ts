import { NotFoundError, ValidationError } from '@/server/api/errors';
import type { CouponView } from '@/contracts/coupons';
import type { Database } from '@/server/db/client';
import { eq } from 'drizzle-orm';
import { customers, type OfferRow } from '@/server/db/schema';
import { isReferralCode, referralOffer } from '@/server/domain/referrals';
import type { Offer } from '@/domain/offers';
import { findOfferByCode } from './catalog-repository';

export const OFFER_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export function isRedeemable(row: OfferRow, now = new Date()): boolean {
  if (row.expiresAt && row.expiresAt <= now) return false;
  return row.maxUses === null || row.uses < row.maxUses;
}

export function toOffer(row: OfferRow): Offer {
  return {
    code: row.code,
    category: row.category,
    type: row.type,
    amount: Number(row.amount),
    productCategory: row.productCategory,
  };
}

/** A redeemable offer, or null when the code is unknown, expired or used up. */
export async function findRedeemableOffer(db: Database, code: string): Promise<Offer | null> {
  if (!OFFER_CODE_PATTERN.test(code)) return null;
  if (isReferralCode(code)) {
    const [referrer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.referralCode, code.toUpperCase()))
      .limit(1);
    return referrer ? referralOffer(code, referrer.id) : null;
  }
  const row = await findOfferByCode(db, code);
  return row && isRedeemable(row) ? toOffer(row) : null;
}

/** GET /api/v3/coupons/{code}/: 404 for unknown, expired or used-up codes (no hint which). */
export async function getCoupon(db: Database, code: string): Promise<CouponView> {
  const offer = await findRedeemableOffer(db, code);
  if (!offer) throw new NotFoundError('This offer code is not valid.');
  return { code: offer.code, category: offer.category, type: offer.type, amount: offer.amount };
}

/** An optional coupon_code query parameter: 400 on the field when it is given but not valid. */
export async function offerFromQuery(
  db: Database,
  code: string | undefined,
): Promise<Offer | null> {
  if (code === undefined || code === '') return null;
  const offer = await findRedeemableOffer(db, code);
  if (!offer) throw new ValidationError({ coupon_code: ['This offer code is not valid.'] });
  return offer;
}
