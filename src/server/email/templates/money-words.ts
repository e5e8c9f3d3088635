import { formatCents } from '@/domain/format/money';

/** The wording the emails share for cards and money going back, so it reads the same in each. */

/** "Visa card ending in 4242": a card as a customer reads it. */
export const cardWords = (card: { brand: string; last4: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} card ending in ${card.last4}`;

export const BANKS_TAKE = 'banks take 5 to 10 days to show it';

/** "$5.00 goes back to your card; banks take 5 to 10 days to show it." */
export const backToCardWords = (cents: number) =>
  `${formatCents(cents)} goes back to your card; ${BANKS_TAKE}.`;

/** "$5.00 is back in your account credit." */
export const backAsCreditWords = (cents: number) =>
  `${formatCents(cents)} is back in your account credit.`;
