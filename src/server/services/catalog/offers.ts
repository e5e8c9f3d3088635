import { DomainError, ValidationError } from '@/server/errors';
import type { CouponView } from '@/contracts/coupons';
import type { Database } from '@/server/db/client';
import { and, count, eq } from 'drizzle-orm';
import { customers, orders, type OfferRow } from '@/server/db/schema';
import { offerUnavailable } from '@/domain/offer-availability';
import { isReferralCode, referralOffer } from '@/server/domain/referrals';
import { specAmount, type Offer, type OfferAmount } from '@/domain/offers';
import { findOfferByCode } from './catalog-repository';
import { clockNow } from '@/server/clock';

export const OFFER_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** Start, end and total limit (the per-customer limit needs the customer: see below). */
export function isRedeemable(row: OfferRow, now = clockNow(), customerUses?: number): boolean {
  return offerUnavailable(row, now, customerUses) === null;
}

/** Orders of this customer that redeemed the code (first boxes and discounted renewals). */
async function customerUses(db: Database, customerId: number, code: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.couponCode, code)));
  return row?.uses ?? 0;
}

/** A row's amount in the unit of its type: cents, or basis points. */
export function rowAmount(row: Pick<OfferRow, 'type' | 'amountCents' | 'percentBps'>): OfferAmount {
  return row.type === 'DOLLAR_AMOUNT'
    ? { kind: 'dollars', cents: row.amountCents ?? 0 }
    : { kind: 'percent', bps: row.percentBps ?? 0 };
}

/** The columns that keep an amount (the other one null, as the table's CHECK wants). */
export function amountColumns(amount: OfferAmount) {
  return amount.kind === 'dollars'
    ? { amountCents: amount.cents, percentBps: null }
    : { amountCents: null, percentBps: amount.bps };
}

/** An offer as the API shows it (spec: dollars, or percent). */
export function couponView(offer: Offer): CouponView {
  return {
    code: offer.code,
    category: offer.category,
    type: offer.type,
    amount: specAmount(offer.amount),
  };
}

export function toOffer(row: OfferRow): Offer {
  return {
    code: row.code,
    category: row.category,
    type: row.type,
    amount: rowAmount(row),
    productCategory: row.productCategory,
    appliesTo: row.appliesTo,
  };
}

/**
 * The offer a code gives, decided from what was looked up for it: its offers row and, for a
 * referral code, the referrer's id. The same answer as findRedeemableOffer without a customer,
 * for a read that looks both up in its own query (the subscription list).
 */
export function offerFromLookup(
  code: string,
  found: { row: OfferRow | null; referrerId: number | null },
): Offer | null {
  if (!OFFER_CODE_PATTERN.test(code)) return null;
  if (isReferralCode(code))
    return found.referrerId === null ? null : referralOffer(code, found.referrerId);
  return found.row && isRedeemable(found.row) ? toOffer(found.row) : null;
}

/**
 * A redeemable offer, or null when the code is unknown, not started, expired or used up, or
 * (given the customer) when they have used it as often as it allows.
 */
export async function findRedeemableOffer(
  db: Database,
  code: string,
  options: { customerId?: number } = {},
): Promise<Offer | null> {
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
  if (!row || !isRedeemable(row)) return null;
  if (options.customerId !== undefined && row.maxUsesPerCustomer !== null) {
    const used = await customerUses(db, options.customerId, row.code);
    if (!isRedeemable(row, clockNow(), used)) return null;
  }
  return toOffer(row);
}

/** GET /api/v3/coupons/{code}/: 404 for unknown, expired or used-up codes (no hint which). */
export async function getCoupon(db: Database, code: string): Promise<CouponView> {
  const offer = await findRedeemableOffer(db, code);
  if (!offer) throw new DomainError('not_found', 'This offer code is not valid.');
  return couponView(offer);
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
