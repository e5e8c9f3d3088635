import { describe, expect, it } from 'vitest';
import type { Cart, CartUpdateResult, Coupon } from '@/lib/api-client/shop';
import { applyLinkOfferCode, type LinkOfferDeps } from './link-offer-code';

const cart = (coupon: string | null, invalid: string[] = []) =>
  ({ coupon_code: coupon, invalid_codes: invalid }) as unknown as Cart;
const coupon = (code: string, category = 'MARKETING') =>
  ({ code, category, type: 'PERCENT_AMOUNT', amount: 50 }) as unknown as Coupon;

function deps(
  known: Record<string, Coupon>,
  applied: (code: string) => CartUpdateResult = (code) =>
    ({ ...cart(code), offer_notice: null }) as CartUpdateResult,
) {
  const calls = { applied: [] as string[], refused: [] as string[] };
  const made: LinkOfferDeps = {
    getCoupon: async (code) => {
      const found = known[code];
      if (!found) throw new Error('404');
      return found;
    },
    applyCode: async (code) => {
      calls.applied.push(code);
      return applied(code);
    },
    refuse: (code) => calls.refused.push(code),
  };
  return { made, calls };
}

const lead = (onCart: Cart, invalid: string[] = []) => ({
  cart: onCart,
  hasActiveSubscription: false,
  invalid,
});

describe('a checkout link’s ?offer_code=', () => {
  it('applies a marketing code to the cart, upper-cased, with no message', async () => {
    const { made, calls } = deps({ SPRING: coupon('SPRING') });
    const outcome = await applyLinkOfferCode(' spring ', lead(cart('WELCOME')), made);
    expect(calls.applied).toEqual(['SPRING']);
    expect(outcome).toEqual({ cart: cart('SPRING'), message: null });
  });

  it('does nothing when the cart already holds it', async () => {
    const { made, calls } = deps({ SPRING: coupon('SPRING') });
    expect(await applyLinkOfferCode('SPRING', lead(cart('SPRING')), made)).toEqual({
      message: null,
    });
    expect(calls.applied).toEqual([]);
  });

  it.each([
    ['an unknown code', 'NOPE', lead(cart(null))],
    ['a code that failed before (browser)', 'SPRING', lead(cart(null), ['spring'])],
    ['a code that failed before (cart)', 'SPRING', lead(cart(null, ['SPRING']))],
  ])('says %s is not applied', async (_name, code, context) => {
    const { made, calls } = deps({ SPRING: coupon('SPRING') });
    expect(await applyLinkOfferCode(code, context, made)).toEqual({
      message: `The offer code ${code} is not valid, so it was not applied.`,
    });
    expect(calls.applied).toEqual([]);
  });

  it.each([
    ['a member with an active plan', coupon('SPRING'), true],
    ['a code that is not a marketing offer', coupon('SPRING', 'REACTIVATION'), false],
  ])('does not apply it for %s, and says so', async (_name, offer, active) => {
    const { made, calls } = deps({ SPRING: offer });
    const outcome = await applyLinkOfferCode(
      'SPRING',
      { cart: cart(null), hasActiveSubscription: active, invalid: [] },
      made,
    );
    expect(outcome.message).toBe(
      'The offer code SPRING can’t be used for this order, so it was not applied.',
    );
    expect(calls.applied).toEqual([]);
    expect(calls.refused).toEqual(['SPRING']);
  });

  it('passes on the cart’s reason when it keeps a better offer', async () => {
    const message = 'Your WELCOME offer saves more, so it stays applied.';
    const { made } = deps(
      { SPRING: coupon('SPRING') },
      () =>
        ({
          ...cart('WELCOME'),
          offer_notice: { code: 'SPRING', kept: 'WELCOME', message },
        }) as CartUpdateResult,
    );
    const outcome = await applyLinkOfferCode('SPRING', lead(cart('WELCOME')), made);
    expect(outcome).toEqual({ cart: cart('WELCOME'), message });
  });

  it('says so when the cart refuses the code', async () => {
    const { made, calls } = deps({ SPRING: coupon('SPRING') }, () => {
      throw new Error('400');
    });
    const outcome = await applyLinkOfferCode('SPRING', lead(cart(null)), made);
    expect(outcome.message).toBe('The offer code SPRING is not valid, so it was not applied.');
    expect(calls.refused).toEqual(['SPRING']);
  });
});
