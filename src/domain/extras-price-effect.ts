import type { AddonFrequency } from './addon-limits';
import { formatCents } from './format/money';

export interface ChosenExtra {
  sku: string;
  quantity: number;
  frequency: AddonFrequency;
}

export interface ExtrasCost {
  /** Cents the extras add to every box. */
  everyBox: number;
  /** Cents added on top in alternate boxes (extras sent every other box). */
  everyOtherBox: number;
}

/** What a list of extras adds to a box, at the catalogue's unit prices (unknown skus cost 0). */
export function extrasCost(
  extras: readonly ChosenExtra[],
  unitPrice: (sku: string) => number | undefined,
): ExtrasCost {
  const cost = { everyBox: 0, everyOtherBox: 0 };
  for (const extra of extras) {
    const cents = (unitPrice(extra.sku) ?? 0) * extra.quantity;
    if (extra.frequency === 1) cost.everyBox += cents;
    else cost.everyOtherBox += cents;
  }
  return cost;
}

const describe = ({ everyBox, everyOtherBox }: ExtrasCost) =>
  everyOtherBox
    ? `${formatCents(everyBox)} a box plus ${formatCents(everyOtherBox)} every other box`
    : `${formatCents(everyBox)} a box`;

/**
 * The price effect of an extras change, said before it is saved: nothing when the cost is the
 * same, otherwise the new cost next to the old one.
 */
export function extrasPriceMessage(before: ExtrasCost, after: ExtrasCost): string | null {
  if (before.everyBox === after.everyBox && before.everyOtherBox === after.everyOtherBox)
    return null;
  if (!after.everyBox && !after.everyOtherBox)
    return `Without extras, boxes cost ${describe(before)} less.`;
  if (!before.everyBox && !before.everyOtherBox) return `Extras will add ${describe(after)}.`;
  return `Extras will add ${describe(after)} (now ${describe(before)}).`;
}
