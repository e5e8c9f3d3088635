/** GET …/referrals/: the customer's referral code, link, credit and invitations. */
export interface ReferralView {
  code: string;
  link: string;
  friend_discount_percent: number;
  referrer_credit: number;
  /** Credit not yet spent; it comes off the next box. */
  credit_balance: number;
  credit_earned: number;
  invitations: Array<{
    id: number;
    /** Who the friend is to the referrer: their first name once they joined, else the email the
     * referrer typed, else "a friend". */
    friend: string;
    /** The email the referrer typed to invite them; null when the friend came by the link. */
    email: string | null;
    status: 'invited' | 'joined';
    invited_at: string;
    credit: number;
  }>;
}
