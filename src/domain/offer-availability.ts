/**
 * When an offer code may be redeemed: the one rule the storefront (coupon lookup, cart,
 * checkout, renewals) and the console's offer list both follow.
 */
export type OfferUnavailable = 'not_started' | 'expired' | 'exhausted' | 'customer_limit';

export interface OfferLimits {
  startsAt: Date | null;
  expiresAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  uses: number;
}

/**
 * Why a code cannot be redeemed now, or null when it can. `customerUses` is how many times the
 * customer has redeemed it already; leave it out where no customer is known (an anonymous lookup).
 */
export function offerUnavailable(
  offer: OfferLimits,
  now: Date,
  customerUses?: number,
): OfferUnavailable | null {
  if (offer.startsAt && offer.startsAt > now) return 'not_started';
  if (offer.expiresAt && offer.expiresAt <= now) return 'expired';
  if (offer.maxUses !== null && offer.uses >= offer.maxUses) return 'exhausted';
  if (
    customerUses !== undefined &&
    offer.maxUsesPerCustomer !== null &&
    customerUses >= offer.maxUsesPerCustomer
  )
    return 'customer_limit';
  return null;
}

/** How the console labels a code. */
export function offerStatus(
  offer: OfferLimits,
  now: Date,
): 'scheduled' | 'live' | 'expired' | 'used up' {
  const reason = offerUnavailable(offer, now);
  if (reason === 'not_started') return 'scheduled';
  if (reason === 'expired') return 'expired';
  if (reason === 'exhausted') return 'used up';
  return 'live';
}
