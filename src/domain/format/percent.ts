import { toNumberOrThrow } from './money';

/** Percentages are whole integers (spec section 9): '25.4' → 25, '25%' → 25. */
export function parsePercent(value: number | string): number {
  const raw = typeof value === 'string' ? value.trim().replace(/%$/, '') : value;
  return Math.round(toNumberOrThrow(raw, 'percent'));
}

export function formatPercent(value: number | string): string {
  return `${parsePercent(value)}%`;
}
