import { formatCents } from '@/domain/format/money';
import { shopDateTime } from '@/domain/shop-time';

/**
 * Money in the console: the shop's format, except that zero is '$0.00'. 'FREE' is the
 * storefront's word for a price; staff reading refunds, credit and revenue need the number.
 */
export function consoleCents(cents: number): string {
  return cents === 0 ? '$0.00' : formatCents(cents);
}

/** An instant on the shop's clock, with its zone: 'Mar 4, 2031, 11:59 PM EST'. */
export const consoleTime = shopDateTime;
