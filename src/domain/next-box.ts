import { shipsInCycle, type AddonFrequency } from './addon-limits';
import { SHIPPING_CENTS } from './cart-totals';
import { discountCents, type Offer } from './offers';
import { taxCents } from './tax';

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
  /** Referral credit taken off this box (after the discount). */
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
 * One pup's box number `cycle`: the plan, the extras due in it, a welcome-back offer, the
 * referral credit (up to what is left before tax) and tax on the rest. All in cents.
 */
export function nextBox(input: {
  plan: { sku: string; product_name: string; product_type: string; box_cents: number };
  addons: BoxAddon[];
  cycle: number;
  taxRateBps: number;
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
  const credit = Math.max(0, Math.min(input.creditCents, subtotal - discount));
  const tax = taxCents(subtotal - discount - credit, input.taxRateBps);
  return {
    lines,
    subtotal,
    discount,
    credit,
    tax,
    shipping: SHIPPING_CENTS,
    total: subtotal - discount - credit + tax + SHIPPING_CENTS,
  };
}
