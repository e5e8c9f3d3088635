import { describe, expect, it } from 'vitest';
import { SUPPORTED_STATES, stateOfZip, zipProblem } from './us-states';

describe('stateOfZip', () => {
  it.each([
    ['10001', 'NY'],
    ['00501', 'NY'],
    ['02108', 'MA'],
    ['05501', 'MA'],
    ['05401', 'VT'],
    ['20101', 'VA'],
    ['21201', 'MD'],
    ['30301', 'GA'],
    ['39901', 'GA'],
    ['33101', 'FL'],
    ['60601', 'IL'],
    ['73301', 'TX'],
    ['73101', 'OK'],
    ['78701', 'TX'],
    ['88510', 'TX'],
    ['87101', 'NM'],
    ['89501', 'NV'],
    ['90210', 'CA'],
    ['97201', 'OR'],
    ['98101', 'WA'],
    ['82001', 'WY'],
    ['78701-1234', 'TX'],
  ])('%s is in %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it.each([
    ['00601', 'PR'],
    ['09001', 'AE'],
    ['20001', 'DC'],
    ['96801', 'HI'],
    ['99501', 'AK'],
  ])('%s is outside the 48 states, in %s', (zip, place) => {
    expect(stateOfZip(zip)).toBe(place);
  });

  it.each([
    ['00000', 'no such ZIP'],
    ['00100', 'no such ZIP'],
    ['1000', 'too short'],
    ['abcde', 'not digits'],
  ])('%s (%s) is in no state', (zip) => {
    expect(stateOfZip(zip)).toBeNull();
  });

  it('knows at least one ZIP prefix for every supported state', () => {
    const found = new Set<string>();
    for (let prefix = 0; prefix < 1000; prefix += 1) {
      const state = stateOfZip(`${String(prefix).padStart(3, '0')}01`);
      if (state && (SUPPORTED_STATES as readonly string[]).includes(state)) found.add(state);
    }
    expect([...found].sort()).toEqual([...SUPPORTED_STATES].sort());
  });
});

describe('zipProblem', () => {
  it.each([
    ['97201', 'OR', null],
    ['', 'OR', null],
    ['97201', '', null],
    ['9720', 'OR', 'Please enter a 5-digit ZIP code.'],
    ['972011', 'OR', 'Please enter a 5-digit ZIP code.'],
    ['97201-12345', 'OR', 'Please enter a 5-digit ZIP code.'],
    ['00000', 'OR', 'Please enter a valid US ZIP code.'],
    ['10001', 'TX', 'This ZIP code is not in Texas. Please check the ZIP code and state.'],
    ['10001', 'ZZ', null],
    ['99501', 'AK', null],
    ['99501', 'WA', 'This ZIP code is not in Washington. Please check the ZIP code and state.'],
  ])('%s in %s → %s', (zip, state, problem) => {
    expect(zipProblem(zip, state)).toBe(problem);
  });
});
