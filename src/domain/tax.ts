/**
 * Sales-tax arithmetic, shared by every tax provider and by the pricing rules. Which rates apply
 * at an address is not decided here: that is the tax provider's answer (src/server/tax).
 *
 * Rates are integers in parts per million of the amount ("basis points × 100"): 1% = 10,000,
 * 6.875% = 68,750, 8.875% = 88,750. Whole basis points cannot say 6.875% (it became 6.88%), and
 * no US rate is finer than a hundredth of a basis point, so every rate is exact.
 *
 * Rounding: tax is computed per line, on the line's taxable amount at the combined rate of the
 * address, rounded half up to the cent (as Stripe Tax rounds per line item). A box's tax is the
 * sum of its lines' taxes. A line's tax is then split between its jurisdictions in proportion to
 * their rates, the cents left by rounding down going to the largest remainders, so the
 * jurisdictions' amounts always add up to the tax charged.
 */

export const PPM_PER_PERCENT = 10_000;
const PPM = 1_000_000;

export const TAX_LEVELS = ['state', 'county', 'city', 'district'] as const;
export type TaxLevel = (typeof TAX_LEVELS)[number];

/** One taxing authority at an address and its rate. */
export interface TaxJurisdiction {
  level: TaxLevel;
  name: string;
  /** Parts per million: 6.875% = 68,750. */
  rate_ppm: number;
}

/** What applies at an address: its jurisdictions, and whether the provider knew all of them. */
export interface TaxRates {
  jurisdictions: TaxJurisdiction[];
  /**
   * True when the provider knew the state but not the local taxes of this address: the rates are
   * the state's alone, and the local ones (if any) are missing.
   */
  incomplete: boolean;
}

/** A jurisdiction's share of a calculation. */
export interface TaxJurisdictionLine extends TaxJurisdiction {
  taxable_amount: number;
  tax_amount: number;
}

export interface TaxableLine {
  reference: string;
  /** Cents, for the whole quantity, after any discount on it. */
  amount: number;
}

export interface TaxedLine extends TaxableLine {
  tax: number;
}

export interface TaxBreakdown {
  total_tax: number;
  lines: TaxedLine[];
  jurisdictions: TaxJurisdictionLine[];
}

export const NO_TAX: TaxRates = { jurisdictions: [], incomplete: false };

export function combinedRatePpm(rates: TaxRates): number {
  return rates.jurisdictions.reduce((sum, jurisdiction) => sum + jurisdiction.rate_ppm, 0);
}

/** Tax on one line's taxable amount in cents, half up to the cent. */
export function lineTaxCents(amountCents: number, ratePpm: number): number {
  if (amountCents <= 0 || ratePpm <= 0) return 0;
  return Math.floor((amountCents * ratePpm + PPM / 2) / PPM);
}

/**
 * Shares of `total` in proportion to `weights`, whole cents that add up to `total`: each share
 * rounded down, the cents left going to the largest remainders (first line on a tie).
 */
export function proportionalShares(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (Math.max(0, weight) * total) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The taxable amount of each line once a box's discount is taken off: the discount is spread
 * over the lines in proportion to their amounts (a dollar offer has no line of its own).
 */
export function taxableAmounts(lineCents: number[], discountCents: number): number[] {
  const discount = Math.min(
    Math.max(0, discountCents),
    lineCents.reduce((sum, cents) => sum + cents, 0),
  );
  const shares = proportionalShares(discount, lineCents);
  return lineCents.map((cents, index) => cents - shares[index]!);
}

/** A box's tax: its lines' taxable amounts after the discount, each taxed and rounded. */
export function boxTaxCents(lineCents: number[], discountCents: number, ratePpm: number): number {
  return taxableAmounts(lineCents, discountCents).reduce(
    (sum, amount) => sum + lineTaxCents(amount, ratePpm),
    0,
  );
}

/** Lines taxed at the address's combined rate, and each jurisdiction's share of the tax. */
export function taxLines(lines: TaxableLine[], rates: TaxRates): TaxBreakdown {
  const rate = combinedRatePpm(rates);
  const taxed = lines.map((line) => ({ ...line, tax: lineTaxCents(line.amount, rate) }));
  const jurisdictions = rates.jurisdictions.map((jurisdiction) => ({
    ...jurisdiction,
    taxable_amount: 0,
    tax_amount: 0,
  }));
  for (const line of taxed) {
    const shares = proportionalShares(
      line.tax,
      rates.jurisdictions.map((jurisdiction) => jurisdiction.rate_ppm),
    );
    jurisdictions.forEach((jurisdiction, index) => {
      jurisdiction.taxable_amount += Math.max(0, line.amount);
      jurisdiction.tax_amount += shares[index]!;
    });
  }
  return {
    total_tax: taxed.reduce((sum, line) => sum + line.tax, 0),
    lines: taxed,
    jurisdictions,
  };
}

/**
 * The tax a refund gives back: the order's tax in proportion to the share of the order's total
 * refunded (all of what is left on a refund of everything), split like the tax itself.
 */
export function taxToReverse(input: {
  orderTotal: number;
  orderTax: number;
  alreadyReversed: number;
  refundCents: number;
  alreadyRefunded: number;
}): number {
  const { orderTotal, orderTax, alreadyReversed, refundCents, alreadyRefunded } = input;
  const taxLeft = Math.max(0, orderTax - alreadyReversed);
  if (orderTotal <= 0 || taxLeft === 0 || refundCents <= 0) return 0;
  if (alreadyRefunded + refundCents >= orderTotal) return taxLeft;
  // Counted on everything refunded so far, so partial refunds never drift from the proportion.
  const dueSoFar = Math.floor(
    (orderTax * (alreadyRefunded + refundCents) + orderTotal / 2) / orderTotal,
  );
  return Math.min(taxLeft, Math.max(0, dueSoFar - alreadyReversed));
}

/**
 * What is left to reverse of a recorded tax transaction that a newer one replaces (an edit
 * re-priced the box, so its tax is recorded again from the new calculation): all of it at once
 * while nothing of it was reversed, otherwise the rest of its total and of its tax. Null when
 * refunds already reversed it all.
 */
export function taxTransactionRest(input: {
  /** The total the transaction was recorded on, tax included. */
  amountCents: number;
  taxCents: number;
  /** Each reversal already made of it: the refund's amount and the tax it gave back. */
  reversed: Array<{ amountCents: number; taxCents: number }>;
}): { full: boolean; amountCents: number; taxCents: number } | null {
  const amountCents =
    input.amountCents - input.reversed.reduce((sum, reversal) => sum + reversal.amountCents, 0);
  const taxCents =
    input.taxCents - input.reversed.reduce((sum, reversal) => sum + reversal.taxCents, 0);
  if (amountCents <= 0 && taxCents <= 0) return null;
  return {
    full: input.reversed.length === 0,
    amountCents: Math.max(0, amountCents),
    taxCents: Math.max(0, taxCents),
  };
}

/** "8.875%": a rate in parts per million as a percentage, no trailing zeros. */
export function formatRatePpm(ratePpm: number): string {
  const whole = Math.floor(ratePpm / PPM_PER_PERCENT);
  const fraction = String(ratePpm % PPM_PER_PERCENT)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** "New York City 4.5%": a jurisdiction line as receipts and order pages name it. */
export function taxLineLabel(line: Pick<TaxJurisdiction, 'name' | 'rate_ppm'>): string {
  return `${line.name} ${formatRatePpm(line.rate_ppm)}`;
}
