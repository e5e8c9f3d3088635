/**
 * Money at the edge (spec section 9): US dollars, two decimals, 'FREE' for zero, minus before the
 * dollar sign. The server and the API's internal types keep integer cents; format only for display.
 */
export const FREE = 'FREE';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function toNumber(value: unknown, what: 'cost' | 'percent'): number {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (Number.isNaN(parsed))
    throw new Error(`Cannot format "${String(value)}" as a ${what}, as it becomes NaN`);
  return parsed;
}

/** Rounds half away from zero to whole cents, so $0.125 is 13 cents and -$0.125 is -13 cents. */
export function dollarsToCents(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100 + 1e-9);
}

/** Formats integer cents: 1299 → '$12.99', 0 → 'FREE', -500 → '-$5.00'. */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents))
    throw new Error(`Cannot format "${String(cents)}" as a cost, as it becomes NaN`);
  if (cents === 0) return FREE;
  // en-US puts the minus before the dollar sign, as the spec asks: -$5.00.
  return USD.format(cents / 100);
}

/**
 * Formats an amount that is not a price, such as tax: zero is '$0.00', since 'FREE' would say
 * the tax was waived rather than that there is none. Otherwise as formatCents.
 */
export function formatAmount(cents: number): string {
  return cents === 0 && Number.isInteger(cents) ? '$0.00' : formatCents(cents);
}

/** Formats a dollar amount given as a number or numeric string: '12.5' → '$12.50'. */
export function formatCost(value: number | string): string {
  return formatCents(dollarsToCents(toNumber(value, 'cost')));
}

/** Reads a displayed cost back: strips a leading dollar sign, 'FREE' is 0. Returns dollars. */
export function parseCost(text: string): number {
  const trimmed = text.trim();
  if (trimmed.toUpperCase() === FREE) return 0;
  const negative = trimmed.startsWith('-');
  const digits = trimmed.replace(/^-/, '').replace(/^\$/, '').replace(/,/g, '');
  const amount = toNumber(digits, 'cost');
  return negative ? -amount : amount;
}

export function parseCostCents(text: string): number {
  return dollarsToCents(parseCost(text));
}

/** Shared by the percent formatter. */
export const toNumberOrThrow = toNumber;
