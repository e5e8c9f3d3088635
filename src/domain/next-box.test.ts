import { describe, expect, it } from 'vitest';
import { addonShips, nextBox, withoutCredit, type BoxAddon } from './next-box';

const plan = {
  sku: 'FR_792_10_chicken_0',
  product_name: 'Plan',
  product_type: 'FR',
  box_cents: 20000,
};
const jar = (overrides: Partial<BoxAddon> = {}): BoxAddon => ({
  sku: 'ZOOMIES01',
  product_name: 'Zoomies',
  product_type: 'SP',
  unit_cents: 2500,
  quantity: 2,
  frequency: 2,
  start_cycle: 3,
  ...overrides,
});

describe('addonShips', () => {
  it.each([
    [1, 0, 0, true],
    [1, 0, 5, true],
    [2, 3, 3, true],
    [2, 3, 4, false],
    [2, 3, 5, true],
    [2, 3, 2, false],
    [1, 4, 3, false],
  ] as const)(
    'frequency %i from cycle %i ships in cycle %i: %s',
    (frequency, start, cycle, ships) => {
      expect(addonShips({ frequency, start_cycle: start }, cycle)).toBe(ships);
    },
  );
});

describe('nextBox', () => {
  it('adds the extras due in the box and taxes the rest', () => {
    const box = nextBox({ plan, addons: [jar()], cycle: 3, taxRatePpm: 72500, creditCents: 0 });
    expect(box.lines.map((line) => [line.sku, line.total_cents])).toEqual([
      ['FR_792_10_chicken_0', 20000],
      ['ZOOMIES01', 5000],
    ]);
    expect(box).toMatchObject({ subtotal: 25000, credit: 0, tax: 1813, total: 26813 });
  });

  it('leaves out an every-other-box extra in its off box', () => {
    const box = nextBox({ plan, addons: [jar()], cycle: 4, taxRatePpm: 0, creditCents: 0 });
    expect(box.lines).toHaveLength(1);
    expect(box.total).toBe(20000);
  });

  it('takes a welcome-back offer off the box before tax, and credit after', () => {
    const percent = nextBox({
      plan,
      addons: [jar()],
      cycle: 3,
      taxRatePpm: 100000,
      creditCents: 1000,
      offer: {
        code: 'COMEBACK30',
        category: 'REACTIVATION',
        type: 'PERCENT_AMOUNT',
        amount: { kind: 'percent', bps: 3000 },
      },
    });
    expect(percent).toMatchObject({ subtotal: 25000, discount: 7500, credit: 1000, tax: 1750 });
    expect(percent.total).toBe(25000 - 7500 + 1750 - 1000);
    const dollars = nextBox({
      plan,
      addons: [],
      cycle: 1,
      taxRatePpm: 0,
      creditCents: 0,
      offer: {
        code: 'WELCOMEBACK15',
        category: 'REACTIVATION',
        type: 'DOLLAR_AMOUNT',
        amount: { kind: 'dollars', cents: 1500 },
      },
    });
    expect(dollars).toMatchObject({ discount: 1500, total: 18500 });
  });

  it('spends credit as a tender after tax (it lowers no tax), never below zero', () => {
    expect(
      nextBox({ plan, addons: [], cycle: 1, taxRatePpm: 100_000, creditCents: 2000 }),
    ).toMatchObject({ subtotal: 20000, credit: 2000, tax: 2000, total: 20000 });
    expect(
      nextBox({ plan, addons: [], cycle: 1, taxRatePpm: 100_000, creditCents: 50000 }),
    ).toMatchObject({ credit: 22000, tax: 2000, total: 0 });
  });

  it('prices the box again without credit that went elsewhere, with the same tax rule', () => {
    const withCredit = nextBox({
      plan,
      addons: [],
      cycle: 1,
      taxRatePpm: 100000,
      creditCents: 2000,
    });
    expect(withoutCredit(withCredit)).toEqual(
      nextBox({ plan, addons: [], cycle: 1, taxRatePpm: 100000, creditCents: 0 }),
    );
  });
});
