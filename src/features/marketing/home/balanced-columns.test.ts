import { describe, expect, it } from 'vitest';
import { balancedColumns } from './balanced-columns';

describe('balancedColumns', () => {
  it.each([
    [6, 4, 3],
    [7, 4, 4],
    [5, 4, 3],
    [4, 4, 4],
    [3, 4, 3],
    [8, 4, 4],
    [9, 4, 3],
    [7, 2, 2],
    [1, 4, 1],
    [0, 4, 1],
  ])('%d cards, at most %d a row → %d a row', (count, max, expected) => {
    expect(balancedColumns(count, max)).toBe(expected);
  });
});
