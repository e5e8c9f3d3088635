import { describe, expect, it } from 'vitest';
import { dollarsToCentsInput } from './order-refund';

describe('refund amounts typed in dollars', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['0.01', 1],
    ['7', 700],
    [' 3.10 ', 310],
    ['', 0],
    ['-1', null],
    ['1.005', null],
    ['12,50', null],
    ['ten', null],
  ])('%j is %j cents', (typed, cents) => {
    expect(dollarsToCentsInput(typed)).toBe(cents);
  });
});
