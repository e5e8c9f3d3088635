import { describe, expect, it } from 'vitest';
import { consoleCents, consoleTime } from './console-format';

describe('console formats', () => {
  it.each([
    [0, '$0.00'],
    [1299, '$12.99'],
    [-500, '-$5.00'],
  ])('writes %i cents as %s (never FREE)', (cents, text) => {
    expect(consoleCents(cents)).toBe(text);
  });

  it('shows times on the shop’s clock with the zone', () => {
    expect(consoleTime('2031-03-05T04:59:00.000Z')).toBe('Mar 4, 2031, 11:59 PM EST');
  });
});
