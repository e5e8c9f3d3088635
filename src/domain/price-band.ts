import { formatCents } from './format/money';
import type { PriceItemKind } from './price-book';

/**
 * The sane band for a price change: a new price from half to one and a half times the price in
 * force needs nothing more; outside it (a typo such as $0.01 for $10.00, or a tenfold rise) the
 * owner must confirm the change as it lands on a box. Recipes are priced per 1,000 kcal, so a
 * box is a reference box: two weeks of a mid-size adult dog's food at 1,000 kcal a day
 * (14,000 kcal, between the plans' 20 lb and 50 lb pups); an add-on's box is one bag or jar.
 * An item without a price yet has no band (its first price is whatever the owner sets).
 */
export const PRICE_BAND = { lowest: 0.5, highest: 1.5 } as const;
export const REFERENCE_BOX_KCAL = 14_000;

const perBox = (kind: PriceItemKind, cents: number) =>
  kind === 'recipe' ? Math.round((cents * REFERENCE_BOX_KCAL) / 1000) : cents;

export interface PriceBandCheck {
  /** Whether the change needs the owner's confirmation. */
  outside: boolean;
  /** A reference box at the price in force and at the new one, and the change, in cents. */
  boxBeforeCents: number;
  boxAfterCents: number;
  boxChangeCents: number;
}

export function priceBandCheck(
  kind: PriceItemKind,
  currentCents: number | null,
  newCents: number,
): PriceBandCheck | null {
  if (currentCents === null || currentCents <= 0) return null;
  const boxBeforeCents = perBox(kind, currentCents);
  const boxAfterCents = perBox(kind, newCents);
  return {
    outside:
      newCents < currentCents * PRICE_BAND.lowest || newCents > currentCents * PRICE_BAND.highest,
    boxBeforeCents,
    boxAfterCents,
    boxChangeCents: boxAfterCents - boxBeforeCents,
  };
}

/** The confirmation's words: the change in dollars per box, up or down. */
export function priceBandQuestion(kind: PriceItemKind, check: PriceBandCheck): string {
  const box = kind === 'recipe' ? 'a two-week box (14,000 kcal)' : 'each box with one';
  const change = check.boxChangeCents;
  const way = change < 0 ? 'lowers' : 'raises';
  return `This ${way} the price of ${box} by ${formatCents(Math.abs(change))}, from ${formatCents(check.boxBeforeCents)} to ${formatCents(check.boxAfterCents)}: outside the usual band of half to one and a half times today’s price. Schedule it anyway?`;
}
