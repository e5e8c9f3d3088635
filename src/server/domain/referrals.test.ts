import { describe, expect, it } from 'vitest';
import {
  FRIEND_DISCOUNT_PERCENT,
  friendSeenByReferrer,
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

describe('what a referrer sees of a friend', () => {
  const TYPED = new Date('2027-11-17T15:00:00Z');
  it.each([
    [
      'invited, not joined',
      'pal@example.test',
      TYPED,
      null,
      'pal@example.test',
      'pal@example.test',
    ],
    [
      'invited, joined with a name',
      'pal@example.test',
      TYPED,
      'Juniper',
      'Juniper',
      'pal@example.test',
    ],
    [
      'invited, joined with a placeholder name',
      'pal@example.test',
      TYPED,
      'pup parent',
      'pal@example.test',
      'pal@example.test',
    ],
    ['invited, the friend since erased', 'erased-2@invalid', TYPED, '', 'a friend', null],
    ['by the link, with a name', 'pal@example.test', null, 'Juniper', 'Juniper', null],
    ['by the link, without a name', 'pal@example.test', null, ' ', 'a friend', null],
    ['by the link, the friend since erased', 'erased-2@invalid', null, '', 'a friend', null],
  ] as const)('%s', (_case, email, invitedAt, firstName, friend, shownEmail) => {
    expect(friendSeenByReferrer({ email, invitedAt }, firstName)).toEqual({
      friend,
      email: shownEmail,
    });
  });
});
