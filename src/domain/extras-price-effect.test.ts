import { describe, expect, it } from 'vitest';
import { extrasCost, extrasPriceMessage, type ChosenExtra } from './extras-price-effect';

const prices: Record<string, number> = { TR1: 899, SP1: 1500 };
const price = (sku: string) => prices[sku];

describe('extrasCost', () => {
  it.each<[string, ChosenExtra[], { everyBox: number; everyOtherBox: number }]>([
    ['nothing', [], { everyBox: 0, everyOtherBox: 0 }],
    [
      'one every box',
      [{ sku: 'TR1', quantity: 1, frequency: 1 }],
      { everyBox: 899, everyOtherBox: 0 },
    ],
    [
      'quantity multiplies',
      [{ sku: 'TR1', quantity: 6, frequency: 1 }],
      { everyBox: 5394, everyOtherBox: 0 },
    ],
    [
      'every other box apart',
      [
        { sku: 'TR1', quantity: 2, frequency: 1 },
        { sku: 'SP1', quantity: 1, frequency: 2 },
      ],
      { everyBox: 1798, everyOtherBox: 1500 },
    ],
    [
      'unknown sku costs nothing',
      [{ sku: 'XX', quantity: 3, frequency: 1 }],
      { everyBox: 0, everyOtherBox: 0 },
    ],
  ])('%s', (_name, extras, expected) => {
    expect(extrasCost(extras, price)).toEqual(expected);
  });
});

describe('extrasPriceMessage', () => {
  it.each([
    ['no change', { everyBox: 899, everyOtherBox: 0 }, { everyBox: 899, everyOtherBox: 0 }, null],
    [
      'added',
      { everyBox: 0, everyOtherBox: 0 },
      { everyBox: 899, everyOtherBox: 0 },
      'Extras will add $8.99 a box.',
    ],
    [
      'alternate boxes',
      { everyBox: 899, everyOtherBox: 0 },
      { everyBox: 899, everyOtherBox: 1500 },
      'Extras will add $8.99 a box plus $15.00 every other box (now $8.99 a box).',
    ],
    [
      'all removed',
      { everyBox: 899, everyOtherBox: 1500 },
      { everyBox: 0, everyOtherBox: 0 },
      'Without extras, boxes cost $8.99 a box plus $15.00 every other box less.',
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(extrasPriceMessage(before, after)).toBe(expected);
  });
});
