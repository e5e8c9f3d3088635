import { chooseOfferCode, mayApplyAutomatically } from '@/features/cart/offer-code';
import { normalizeOfferCode } from '@/domain/invalid-offer-codes';
import type { Cart, CartUpdateResult, Coupon } from '@/lib/api-client/shop';

export interface LinkOfferDeps {
  getCoupon: (code: string) => Promise<Coupon>;
  applyCode: (code: string) => Promise<CartUpdateResult>;
  /** Remembers a code that failed, as the plan step does (it is skipped from then on). */
  refuse: (code: string) => void;
}

export interface LinkOfferOutcome {
  /** The cart after the code was put on it (or after it kept its better offer). */
  cart?: Cart;
  /** What to tell the customer when the link's code is not on the order; null when it is. */
  message: string | null;
}

export const linkCodeInvalid = (code: string) =>
  `The offer code ${code} is not valid, so it was not applied.`;
export const linkCodeNotForYou = (code: string) =>
  `The offer code ${code} can’t be used for this order, so it was not applied.`;

/**
 * A link straight to checkout with `?offer_code=`: the code is applied by the plan step's rule
 * (spec section 4: the URL's code first; one that failed before is skipped; one applied without
 * being typed must be a marketing offer for a customer without an active subscription), and,
 * unlike the plan step, which falls back silently, checkout says when the code is not applied.
 */
export async function applyLinkOfferCode(
  linkCode: string,
  context: { cart: Cart; hasActiveSubscription: boolean; invalid: readonly string[] },
  deps: LinkOfferDeps,
): Promise<LinkOfferOutcome> {
  const code = normalizeOfferCode(linkCode);
  if (!code || context.cart.coupon_code === code) return { message: null };
  const chosen = chooseOfferCode({ queryCode: code, cartCode: null, defaultCode: '' }, [
    ...context.invalid,
    ...context.cart.invalid_codes,
  ]);
  if (chosen !== code) return { message: linkCodeInvalid(code) };
  let offer: Coupon;
  try {
    offer = await deps.getCoupon(code);
  } catch {
    deps.refuse(code);
    return { message: linkCodeInvalid(code) };
  }
  if (!mayApplyAutomatically(offer, { hasActiveSubscription: context.hasActiveSubscription })) {
    deps.refuse(code);
    return { message: linkCodeNotForYou(code) };
  }
  try {
    const { offer_notice: notice, ...cart } = await deps.applyCode(code);
    // The cart kept a better offer it already held: the server's notice says which and why.
    return { cart, message: notice && cart.coupon_code !== code ? notice.message : null };
  } catch {
    deps.refuse(code);
    return { message: linkCodeInvalid(code) };
  }
}
