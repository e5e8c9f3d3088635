import { describe, expect, it } from 'vitest';
import {
  chooseOfferCode,
  invalidOfferCodes,
  markOfferCodeInvalid,
  mayApplyAutomatically,
} from './offer-code';

const sources = { queryCode: 'save20', cartCode: 'FRESHSTART25', defaultCode: 'WELCOME50' };

describe('offer code priority', () => {
  it.each([
    [sources, [], 'SAVE20'],
    [{ ...sources, queryCode: null }, [], 'FRESHSTART25'],
    [{ ...sources, queryCode: '', cartCode: null }, [], 'WELCOME50'],
    [sources, ['SAVE20'], 'FRESHSTART25'],
    [sources, ['save20', 'FRESHSTART25'], 'WELCOME50'],
    [sources, ['SAVE20', 'FRESHSTART25', 'WELCOME50'], null],
  ])('%o skipping %o → %s', (given, invalid, expected) => {
    expect(chooseOfferCode(given, invalid)).toBe(expected);
  });

  it('applies only marketing offers automatically, and only without an active subscription', () => {
    expect(mayApplyAutomatically({ category: 'MARKETING' }, { hasActiveSubscription: false })).toBe(
      true,
    );
    expect(mayApplyAutomatically({ category: 'MARKETING' }, { hasActiveSubscription: true })).toBe(
      false,
    );
    expect(
      mayApplyAutomatically({ category: 'REACTIVATION' }, { hasActiveSubscription: false }),
    ).toBe(false);
  });

  it('remembers failed codes in the browser', () => {
    const items = new Map<string, string>();
    const store = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    markOfferCodeInvalid(store, 'bogus');
    markOfferCodeInvalid(store, 'BOGUS');
    markOfferCodeInvalid(store, 'expired1');
    expect(invalidOfferCodes(store)).toEqual(['BOGUS', 'EXPIRED1']);
    items.set('ollie.invalidOfferCodes', 'nonsense');
    expect(invalidOfferCodes(store)).toEqual([]);
    expect(invalidOfferCodes(null)).toEqual([]);
  });
});
