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
    email: string;
    status: 'invited' | 'joined';
    invited_at: string;
    credit: number;
  }>;
}
