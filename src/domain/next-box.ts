import { shipsInCycle, type AddonFrequency } from './addon-limits';
import { creditApplied } from './account-credit';
import { SHIPPING_CENTS } from './cart-totals';
import { discountCents, type Offer } from './offers';
import { boxTaxCents } from './tax';

export interface BoxAddon {
  sku: string;
  product_name: string;
  product_type: 'TR' | 'SP';
  unit_cents: number;
  quantity: number;
  frequency: AddonFrequency;
  /** The cycle it first ships in (0 for extras bought with the first box). */
  start_cycle: number;
}

export interface BoxLine {
  sku: string;
  product_name: string;
  product_type: string;
  quantity: number;
  unit_cents: number;
  total_cents: number;
}

export interface NextBox {
  lines: BoxLine[];
  subtotal: number;
  /** A welcome-back offer's discount on this box. */
  discount: number;
  /** Account credit paying part of this box: a tender, so it does not lower the tax. */
  credit: number;
  tax: number;
  shipping: number;
  total: number;
}

/** Whether an extra ships in box `cycle`: every box, or every other box counted from its first. */
export function addonShips(addon: Pick<BoxAddon, 'frequency' | 'start_cycle'>, cycle: number) {
  return cycle >= addon.start_cycle && shipsInCycle(addon.frequency, cycle - addon.start_cycle);
}

/**
 * One pup's box number `cycle`: the plan, the extras due in it, a welcome-back offer, tax per
 * line on what the offer leaves, and account credit paying up to the rest. All in cents.
 */
export function nextBox(input: {
  plan: { sku: string; product_name: string; product_type: string; box_cents: number };
  addons: BoxAddon[];
  cycle: number;
  /** The shipping address's combined rate, parts per million (src/domain/tax.ts). */
  taxRatePpm: number;
  creditCents: number;
  offer?: Offer | null;
}): NextBox {
  const lines: BoxLine[] = [
    {
      sku: input.plan.sku,
      product_name: input.plan.product_name,
      product_type: input.plan.product_type,
      quantity: 1,
      unit_cents: input.plan.box_cents,
      total_cents: input.plan.box_cents,
    },
    ...input.addons
      .filter((addon) => addonShips(addon, input.cycle))
      .map((addon) => ({
        sku: addon.sku,
        product_name: addon.product_name,
        product_type: addon.product_type,
        quantity: addon.quantity,
        unit_cents: addon.unit_cents,
        total_cents: addon.unit_cents * addon.quantity,
      })),
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.total_cents, 0);
  const offer = input.offer;
  // As in the cart: a dollar offer once on the whole box, a percent offer on each line it covers.
  const discount = !offer
    ? 0
    : offer.type === 'DOLLAR_AMOUNT'
      ? discountCents(subtotal, offer, 'ALL')
      : Math.min(
          subtotal,
          lines.reduce(
            (sum, line) => sum + discountCents(line.total_cents, offer, line.product_type),
            0,
          ),
        );
  const tax = boxTaxCents(
    lines.map((line) => line.total_cents),
    discount,
    input.taxRatePpm,
  );
  return settleBox({ lines, subtotal, discount, tax }, input.creditCents);
}

/**
 * Credit pays (up to) what the box costs after its offer, tax included: credit is money the
 * customer holds with the shop, a tender like a gift card, so the tax is the same with or
 * without it.
 */
function settleBox(
  box: Pick<NextBox, 'lines' | 'subtotal' | 'discount' | 'tax'>,
  creditCents: number,
): NextBox {
  const payable = box.subtotal - box.discount + box.tax + SHIPPING_CENTS;
  const credit = creditApplied(creditCents, payable);
  return {
    lines: box.lines,
    subtotal: box.subtotal,
    discount: box.discount,
    credit,
    tax: box.tax,
    shipping: SHIPPING_CENTS,
    total: payable - credit,
  };
}

/** The same box when the credit it was priced with is no longer there (spent on another box). */
export function withoutCredit(box: NextBox): NextBox {
  return settleBox(box, 0);
}

/**
 * The same box with the tax the provider calculated for its lines (Stripe Tax may round a cent
 * apart from the quote's rates): the credit it was priced with pays up to its new total.
 */
export function withTax(box: NextBox, taxCents: number): NextBox {
  return settleBox({ ...box, tax: taxCents }, box.credit);
}
