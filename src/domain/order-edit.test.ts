import { describe, expect, it } from 'vitest';
import { editRefundLines, editedLines, editedTotals, sameLines, type EditLine } from './order-edit';

const plan: EditLine = {
  pet_id: 1,
  sku: 'FR_792_10_chicken_0',
  product_type: 'FR',
  product_name: 'Biscuit’s 2-week plan',
  quantity: 1,
  unit_cents: 5782,
  total_cents: 5782,
};
const zoomies: EditLine = {
  pet_id: 1,
  sku: 'ZOOMIES01',
  product_type: 'SP',
  product_name: 'Zoomies',
  quantity: 2,
  unit_cents: 2499,
  total_cents: 4998,
};
const onSale = new Map([
  [
    'ZOOMIES01',
    { sku: 'ZOOMIES01', product_name: 'Zoomies', product_type: 'SP', unit_cents: 2999 },
  ],
  [
    'BELLYRUBS01',
    { sku: 'BELLYRUBS01', product_name: 'Belly', product_type: 'SP', unit_cents: 1500 },
  ],
]);

describe('editedLines', () => {
  it.each([
    {
      name: 'a quantity change keeps the price the extra was sold at',
      extras: [{ pet_id: 1, sku: 'ZOOMIES01', quantity: 3 }],
      plans: [],
      want: [plan, { ...zoomies, quantity: 3, total_cents: 7497 }],
    },
    {
      name: 'an extra left out is removed',
      extras: [],
      plans: [],
      want: [plan],
    },
    {
      name: 'a new extra takes today’s price; new recipes take the new plan price',
      extras: [
        { pet_id: 1, sku: 'ZOOMIES01', quantity: 2 },
        { pet_id: null, sku: 'BELLYRUBS01', quantity: 2 },
      ],
      plans: [{ pet_id: 1, sku: 'FR_792_10_pork_0', unit_cents: 6230 }],
      want: [
        { ...plan, sku: 'FR_792_10_pork_0', unit_cents: 6230, total_cents: 6230 },
        zoomies,
        {
          pet_id: null,
          sku: 'BELLYRUBS01',
          product_type: 'SP',
          product_name: 'Belly',
          quantity: 2,
          unit_cents: 1500,
          total_cents: 3000,
        },
      ],
    },
  ])('$name', ({ extras, plans, want }) => {
    expect(editedLines({ lines: [plan, zoomies], plans, extras, onSale })).toEqual({
      ok: true,
      lines: want,
    });
  });

  it('names an extra that is not on sale', () => {
    expect(
      editedLines({
        lines: [plan],
        plans: [],
        extras: [{ pet_id: 1, sku: 'GONE', quantity: 1 }],
        onSale,
      }),
    ).toEqual({ ok: false, unknownSku: 'GONE' });
  });

  it('sees an edit that changes nothing', () => {
    expect(sameLines([plan, zoomies], [zoomies, plan])).toBe(true);
    expect(sameLines([plan, zoomies], [plan])).toBe(false);
  });
});

describe('editedTotals', () => {
  const before = { subtotal: 10780, discount: 1000, credit: 500, tax: 0, shipping: 0, total: 9280 };
  it.each([
    { name: 'dearer', lines: [plan, zoomies, zoomies], tax: 100, total: 14378, difference: 5098 },
    { name: 'cheaper', lines: [plan], tax: 0, total: 4282, difference: -4998 },
  ])('$name: offer and credit stay, the card pays the difference', (row) => {
    expect(editedTotals(before, row.lines, row.tax)).toEqual({
      totals: expect.objectContaining({
        discount: 1000,
        credit: 500,
        tax: row.tax,
        total: row.total,
      }),
      difference: row.difference,
    });
  });
  it('refuses a box that would cost less than the credit it used', () => {
    const cheap = { ...plan, unit_cents: 100, total_cents: 100 };
    expect(editedTotals({ ...before, discount: 0, credit: 5000 }, [cheap], 0)).toBeNull();
  });
});

describe('editRefundLines', () => {
  it.each([
    {
      name: 'the tax no longer owed first, then the line taken out',
      amount: 5300,
      taxBefore: 800,
      taxAfter: 498,
      lines: [
        { line: 'item:1', total_cents: 5782, kept_cents: 5782 },
        { line: 'item:2', total_cents: 4998, kept_cents: 0 },
      ],
      want: [
        { line: 'tax', amount: 302 },
        { line: 'item:2', amount: 4998 },
      ],
    },
    {
      name: 'a net decrease spread over the other lines when the changed one is not enough',
      amount: 3000,
      taxBefore: 0,
      taxAfter: 0,
      lines: [
        { line: 'item:1', total_cents: 5782, kept_cents: 6230 },
        { line: 'item:2', total_cents: 4998, kept_cents: 2499 },
      ],
      want: [
        { line: 'item:2', amount: 2499 },
        { line: 'item:1', amount: 501 },
      ],
    },
  ])('$name', ({ want, ...input }) => {
    const lines = editRefundLines(input);
    expect(lines).toEqual(want);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(input.amount);
  });
});
