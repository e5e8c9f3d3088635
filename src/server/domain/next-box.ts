import { shipsInCycle, type AddonFrequency } from './addon-limits';
import { SHIPPING_CENTS } from './cart-totals';
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
  /** Referral credit taken off this box. */
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
 * One pup's box number `cycle`: the plan, the extras due in it, the referral credit (up to the
 * box's price before tax) and tax on what is left. All in cents.
 */
export function nextBox(input: {
  plan: { sku: string; product_name: string; product_type: string; box_cents: number };
  addons: BoxAddon[];
  cycle: number;
  taxRateBps: number;
  creditCents: number;
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
  const credit = Math.max(0, Math.min(input.creditCents, subtotal));
  const tax = taxCents(subtotal - credit, input.taxRateBps);
  return {
    lines,
    subtotal,
    credit,
    tax,
    shipping: SHIPPING_CENTS,
    total: subtotal - credit + tax + SHIPPING_CENTS,
  };
}
