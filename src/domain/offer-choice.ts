import { formatCents } from '@/domain/format/money';

/** An offer code with what it takes off this cart's first box. */
export interface PricedOffer {
  code: string;
  discountCents: number;
}

export interface OfferNotice {
  /** The code the customer (or a link) asked for, and did not get. */
  code: string;
  /** The code the cart keeps. */
  kept: string;
  message: string;
}

export type OfferChoice = { keep: 'candidate' } | { keep: 'current'; notice: OfferNotice };

/**
 * Which offer a cart carries when another code arrives. A cart holds one offer, so a new code
 * replaces the current one only when it saves at least as much on this cart; a weaker code never
 * raises the price behind the customer's back. It does when the customer says so (`replace`),
 * and a cleared code (null) is always the customer's choice.
 */
export function chooseOffer(
  current: PricedOffer | null,
  candidate: PricedOffer | null,
  options: { replace?: boolean } = {},
): OfferChoice {
  if (!current || !candidate || options.replace) return { keep: 'candidate' };
  if (current.code.toUpperCase() === candidate.code.toUpperCase()) return { keep: 'candidate' };
  if (candidate.discountCents >= current.discountCents) return { keep: 'candidate' };
  return {
    keep: 'current',
    notice: {
      code: candidate.code,
      kept: current.code,
      message:
        `${current.code} saves you more on your first box (${formatCents(current.discountCents)} off) ` +
        `than ${candidate.code} (${formatCents(candidate.discountCents)} off), so we kept ${current.code}.`,
    },
  };
}
