import { describe, expect, it } from 'vitest';
import { STATE_TAX_BPS, taxCents, taxRateBps } from './tax';
import { SUPPORTED_STATES } from './us-states';

describe('sales tax', () => {
  it('has a rate for each of the 48 states', () => {
    expect(Object.keys(STATE_TAX_BPS).sort()).toEqual([...SUPPORTED_STATES].sort());
  });

  it.each([
    ['CA', 725],
    ['OR', 0],
    ['NH', 0],
    ['MN', 688],
    ['HI', 0],
    [null, 0],
  ])('the rate for %s is %i bps', (state, bps) => {
    expect(taxRateBps(state)).toBe(bps);
  });

  it.each([
    [10000, 725, 725],
    [5000, 725, 363],
    [1999, 600, 120],
    [0, 725, 0],
    [-100, 725, 0],
    [10000, 0, 0],
  ])('tax on %i cents at %i bps is %i', (amount, bps, tax) => {
    expect(taxCents(amount, bps)).toBe(tax);
  });
});
