import { describe, expect, it } from 'vitest';
import { forecastAddonPickList, type AddonRhythmGroup } from './pick-list';

const products = new Map([
  ['TREAT', { name: 'Jerky strips', container: 'bag' }],
  ['CHEW', { name: 'Dental chews', container: null }],
]);
const group = (overrides: Partial<AddonRhythmGroup>): AddonRhythmGroup => ({
  sku: 'TREAT',
  frequency: 1,
  start_cycle: 0,
  cycle: 3,
  quantity: 2,
  ...overrides,
});

describe('forecastAddonPickList', () => {
  it.each<[string, AddonRhythmGroup[], Array<[string, number]>]>([
    ['every box ships every time', [group({ cycle: 5 })], [['TREAT', 2]]],
    [
      'every other box ships on its even turn',
      [group({ frequency: 2, start_cycle: 1, cycle: 3 })],
      [['TREAT', 2]],
    ],
    ['every other box skips its odd turn', [group({ frequency: 2, start_cycle: 1, cycle: 4 })], []],
    ['an extra not started yet waits', [group({ start_cycle: 6, cycle: 5 })], []],
    [
      'an every-other-box extra starts in its first box',
      [group({ frequency: 2, start_cycle: 4, cycle: 4 })],
      [['TREAT', 2]],
    ],
    [
      'plans on different turns add up only where due',
      [
        group({ frequency: 2, start_cycle: 0, cycle: 2, quantity: 3 }),
        group({ frequency: 2, start_cycle: 0, cycle: 3, quantity: 5 }),
        group({ frequency: 1, start_cycle: 0, cycle: 3, quantity: 1 }),
      ],
      [['TREAT', 4]],
    ],
  ])('%s', (_name, groups, expected) => {
    expect(
      forecastAddonPickList(groups, products).map((line) => [line.sku, line.quantity]),
    ).toEqual(expected);
  });

  it('names products from the catalogue, sorted by name, with their unit (unit when none)', () => {
    const list = forecastAddonPickList(
      [group({ sku: 'TREAT' }), group({ sku: 'CHEW', quantity: 1 }), group({ sku: 'GONE' })],
      products,
    );
    expect(list).toEqual([
      { sku: 'CHEW', product_name: 'Dental chews', unit: 'unit', quantity: 1 },
      { sku: 'GONE', product_name: 'GONE', unit: 'unit', quantity: 2 },
      { sku: 'TREAT', product_name: 'Jerky strips', unit: 'bag', quantity: 2 },
    ]);
  });
});
