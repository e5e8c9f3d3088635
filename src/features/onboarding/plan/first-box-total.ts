import { cartTotals, type PricedAddon, type PricedPlan } from '@/domain/cart-totals';
import { offerAmount, type Offer } from '@/domain/offers';
import type { CouponView } from '@/contracts/coupons';

/** A pup's chosen plan as the plan step prices it: its box, and the box with the offer. */
export interface PlanBox {
  productType: string;
  boxCents: number;
  discountedBoxCents: number;
}

export interface ExtraLine {
  productType: 'TR' | 'SP';
  unitCents: number;
  quantity: number;
}

/**
 * The first box as the cart will total it before tax: every pup's plan and every extra (all ship
 * in the first box, whatever their frequency), less the offer applied as checkout applies it (a
 * dollar offer once to the whole box, a percent offer to each item it covers). The coupon view
 * does not say which product type a category offer covers: the plans it discounted tell.
 */
export function firstBoxTotal(
  plans: readonly PlanBox[],
  extras: readonly ExtraLine[],
  coupon: CouponView | null,
): number {
  const priced: PricedPlan[] = plans.map((plan, index) => ({
    pet_id: index,
    product_type: plan.productType as PricedPlan['product_type'],
    box_cents: plan.boxCents,
  }));
  const addons: PricedAddon[] = extras.map((extra) => ({
    sku: '',
    product_type: extra.productType,
    unit_cents: extra.unitCents,
    quantity: extra.quantity,
  }));
  const offer: Offer | null = coupon
    ? {
        code: coupon.code,
        category: coupon.category,
        type: coupon.type,
        amount: offerAmount(coupon.type, coupon.amount),
        productCategory:
          plans.find((plan) => plan.discountedBoxCents < plan.boxCents)?.productType ?? null,
      }
    : null;
  const totals = cartTotals(priced, addons, offer, 0);
  return totals.subtotal - totals.discount;
}
