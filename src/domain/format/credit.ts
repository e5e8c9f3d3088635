import { formatCents } from './money';

/**
 * An amount of credit (referral credit earned or left to spend). 'FREE' is how a zero price
 * reads; no credit is $0.00, never FREE.
 */
export function formatCredit(cents: number): string {
  return cents === 0 ? '$0.00' : formatCents(cents);
}
