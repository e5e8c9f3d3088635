import { randomInt } from 'node:crypto';
import { displayFirstName } from '@/domain/customer-name';
import { offerAmount, type Offer } from '@/domain/offers';
import { isErasedInvitationEmail } from './data-erasure';

/** What a friend gets off their first box with a referral code. */
export const FRIEND_DISCOUNT_PERCENT = 60;
/** What the referrer earns once the friend's first box ships: credit off their next box. */
export const REFERRER_CREDIT_CENTS = 2500;
/** Invitations one customer may send (a cap against using the shop to send spam). */
export const MAX_INVITATIONS = 50;

/** No 0/O or 1/I: codes are read aloud and typed from phones. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_PATTERN = /^PUP-[A-HJ-NP-Z2-9]{6}$/;

export function newReferralCode(pick: (max: number) => number = randomInt): string {
  let code = 'PUP-';
  for (let index = 0; index < 6; index += 1) code += ALPHABET[pick(ALPHABET.length)];
  return code;
}

export function isReferralCode(code: string): boolean {
  return REFERRAL_CODE_PATTERN.test(code.toUpperCase());
}

/** A referral code used as an offer: the friend's first-box discount. */
export function referralOffer(code: string, referrerId: number): Offer {
  return {
    code: code.toUpperCase(),
    category: 'MARKETING',
    type: 'PERCENT_AMOUNT',
    amount: offerAmount('PERCENT_AMOUNT', FRIEND_DISCOUNT_PERCENT),
    productCategory: null,
    referrerId,
  };
}

/** How a friend is named to the referrer when nothing better is known. */
export const A_FRIEND = 'a friend';

/**
 * What the referrer may see of a friend on an invitation (the referral page, their data export):
 * the friend's first name once they joined, else the email the referrer typed, else "a friend".
 * Never an email the referrer did not type: a friend who came by the public link gave theirs to
 * the shop, not to the referrer, and an erased one ("erased-2@invalid") is nobody's.
 */
export function friendSeenByReferrer(
  invitation: { email: string; invitedAt: Date | null },
  friendFirstName: string | null,
): { friend: string; email: string | null } {
  const typed =
    invitation.invitedAt && !isErasedInvitationEmail(invitation.email) ? invitation.email : null;
  const name = friendFirstName === null ? '' : displayFirstName(friendFirstName).trim();
  return { friend: name || typed || A_FRIEND, email: typed };
}
