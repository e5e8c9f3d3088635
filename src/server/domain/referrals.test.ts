import { describe, expect, it } from 'vitest';
import {
  FRIEND_DISCOUNT_PERCENT,
  isReferralCode,
  newReferralCode,
  referralOffer,
} from './referrals';

describe('referral codes', () => {
  it('are PUP- and six characters without look-alikes', () => {
    let next = 0;
    expect(newReferralCode(() => next++)).toBe('PUP-ABCDEF');
    for (let index = 0; index < 50; index += 1)
      expect(isReferralCode(newReferralCode())).toBe(true);
  });

  it.each([
    ['PUP-ABC234', true],
    ['pup-abc234', true],
    ['PUP-ABC23O', false],
    ['PUP-ABC2341', false],
    ['WELCOME50', false],
  ])('%s is a referral code: %s', (code, expected) => {
    expect(isReferralCode(code)).toBe(expected);
  });

  it('gives the friend a percent off the first box and names the referrer', () => {
    expect(referralOffer('pup-abc234', 7)).toMatchObject({
      code: 'PUP-ABC234',
      type: 'PERCENT_AMOUNT',
      amount: { kind: 'percent', bps: FRIEND_DISCOUNT_PERCENT * 100 },
      referrerId: 7,
    });
  });
});
