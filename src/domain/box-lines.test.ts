import { describe, expect, it } from 'vitest';
import {
  firstBoxLines,
  orderTotalsProblem,
  recurringAddonsByPet,
  renewalOffer,
  repeatQuote,
  type AddonLine,
  type PlanWithAddons,
} from './box-lines';
import { cartTotals } from './cart-totals';
import { nextBox } from './next-box';
import type { Offer } from './offers';
import { repeatDisclosure } from './repeat-disclosure';

const jar = (sku: string, price: number) => ({
  sku,
  product_name: sku,
  product_type: 'SP' as const,
  unit_price: price,
});
const plan = (petId: number, box: number, addons: PlanWithAddons['addons'] = []) => ({
  pet_id: petId,
  pet_name: `Pup ${petId}`,
  sku: `FR-${petId}`,
  product_type: 'FR',
  weeks_of_food: 2,
  box_price: box,
  addons,
});
const line = (over: Partial<AddonLine>): AddonLine => ({
  pet_id: null,
  sku: 'JERKY',
  product_type: 'TR',
  product_name: 'Jerky',
  quantity: 1,
  frequency: 1,
  recurrence: true,
  unit_price: 1000,
  ...over,
});

describe('firstBoxLines: what is charged, line for line', () => {
  it.each([
    ['one pup, nothing else', [plan(1, 9000)], []],
    ['a plan add-on', [plan(1, 9000, [jar('ZOOMIES', 2499)])], []],
    [
      'two pups, plan add-ons, lines once and recurring',
      [plan(1, 9000, [jar('ZOOMIES', 2499)]), plan(2, 4368, [jar('CHILL', 2299)])],
      [
        line({ quantity: 2 }),
        line({ sku: 'BELLY', pet_id: 2, frequency: 2 }),
        line({ sku: 'YAMS', recurrence: false, unit_price: 899 }),
      ],
    ],
  ])('%s: the lines add up to the subtotal charged', (_name, plans, lines) => {
    const recorded = firstBoxLines(plans, lines);
    const charged = cartTotals(
      plans.map((p) => ({ pet_id: p.pet_id, product_type: 'FR', box_cents: p.box_price })),
      [
        ...plans.flatMap((p) =>
          p.addons.map((a) => ({
            sku: a.sku,
            product_type: a.product_type,
            unit_cents: a.unit_price,
            quantity: 1,
            frequency: 1 as const,
            recurrence: true,
          })),
        ),
        ...lines.map((l) => ({ ...l, unit_cents: l.unit_price })),
      ],
      null,
      72_500,
    );
    expect(recorded.reduce((sum, l) => sum + l.total_cents, 0)).toBe(charged.subtotal);
    expect(recorded).toHaveLength(
      plans.length + plans.reduce((n, p) => n + p.addons.length, 0) + lines.length,
    );
    for (const l of recorded) expect(l.total_cents).toBe(l.unit_cents * l.quantity);
  });

  it('puts a plan add-on on its pup’s line, once, every box', () => {
    const [, addon] = firstBoxLines([plan(7, 9000, [jar('ZOOMIES', 2499)])], []);
    expect(addon).toEqual({
      pet_id: 7,
      sku: 'ZOOMIES',
      product_type: 'SP',
      product_name: 'ZOOMIES',
      quantity: 1,
      unit_cents: 2499,
      total_cents: 2499,
    });
  });
});

describe('recurringAddonsByPet: what renews with each plan', () => {
  it.each([
    [
      'plan add-ons stay with their pup',
      [plan(1, 1, [jar('A', 100)]), plan(2, 1, [jar('B', 200)])],
      [],
      { 1: ['A×1/1'], 2: ['B×1/1'] },
    ],
    [
      'household lines ride with the first pup; one-off lines renew nowhere',
      [plan(1, 1), plan(2, 1)],
      [line({ quantity: 2 }), line({ sku: 'ONCE', recurrence: false })],
      { 1: ['JERKY×2/1'], 2: [] },
    ],
    [
      'a line of a pup without a plan here rides with the first pup',
      [plan(1, 1), plan(2, 1)],
      [line({ pet_id: 9 })],
      { 1: ['JERKY×1/1'], 2: [] },
    ],
    [
      'the same product at the same frequency is one add-on; another frequency is another',
      [plan(1, 1, [jar('JERKY', 1000)])],
      [line({ pet_id: 1 }), line({ pet_id: 1, frequency: 2 })],
      { 1: ['JERKY×2/1', 'JERKY×1/2'] },
    ],
  ])('%s', (_name, plans, lines, expected) => {
    const byPet = recurringAddonsByPet(plans, lines);
    const shown = Object.fromEntries(
      [...byPet].map(([pet, addons]) => [
        pet,
        addons.map((a) => `${a.sku}×${a.quantity}/${a.frequency}`),
      ]),
    );
    expect(shown).toEqual(expected);
  });
});

describe('repeatQuote and its disclosure', () => {
  const planLine = { sku: 'FR', product_name: 'Plan', product_type: 'FR', box_cents: 10000 };
  const addon = (frequency: 1 | 2, cents: number) => ({
    sku: `X${frequency}`,
    product_name: 'X',
    product_type: 'SP' as const,
    unit_cents: cents,
    quantity: 1,
    frequency,
    start_cycle: 0,
  });

  it.each([
    ['plan only', [], 0, { subtotal: 10000, tax: 0, total: 10000 }, null],
    [
      'every-box extra, 7.25% tax',
      [addon(1, 2000)],
      72_500,
      { subtotal: 12000, tax: 870, total: 12870 },
      null,
    ],
    [
      'every-other-box extra: skipped next box, in the one after',
      [addon(2, 2000)],
      72_500,
      { subtotal: 10000, tax: 725, total: 10725 },
      { subtotal: 12000, tax: 870, total: 12870 },
    ],
  ])('%s', (_name, addons, rate, box, other) => {
    const quote = repeatQuote({ plan: planLine, addons, weeks: 3, taxRatePpm: rate });
    expect(quote).toEqual({ every_weeks: 3, box, other_box: other });
  });

  it('quotes what the renewal charges: the plan’s every-box offer included', () => {
    const every: Offer = {
      code: 'EVERY12',
      category: 'MARKETING',
      type: 'PERCENT_AMOUNT',
      amount: { kind: 'percent', bps: 1250 },
      appliesTo: 'EVERY_BOX',
    };
    const addons = [addon(1, 2000)];
    const quote = repeatQuote({
      plan: planLine,
      addons,
      weeks: 3,
      taxRatePpm: 72_500,
      offer: renewalOffer(every),
    });
    const charged = nextBox({
      plan: planLine,
      addons,
      cycle: 1,
      taxRatePpm: 72_500,
      creditCents: 0,
      offer: every,
    });
    // 12000 - 12.5% = 10500; 7.25% of 10500 = 761.25 → 761
    expect(quote.box).toEqual({ subtotal: 10500, tax: 761, total: 11261 });
    expect(quote.box.total).toBe(charged.total);
  });

  it.each([
    ['EVERY_BOX', true],
    ['FIRST_BOX', false],
    [undefined, false],
  ] as const)('an offer that applies to %s stays with the renewals: %s', (appliesTo, kept) => {
    const offer: Offer = {
      code: 'C',
      category: 'MARKETING',
      type: 'DOLLAR_AMOUNT',
      amount: { kind: 'dollars', cents: 500 },
      appliesTo,
    };
    expect(renewalOffer(offer)).toBe(kept ? offer : null);
    expect(renewalOffer(null)).toBeNull();
  });

  it.each([
    [
      { every_weeks: 4, box: { subtotal: 13479, tax: 977, total: 14456 }, other_box: null },
      true,
      'Then Bo’s box renews every 4 weeks at $144.56 ($134.79 plus $9.77 tax).',
    ],
    [
      { every_weeks: 1, box: { subtotal: 5000, tax: 0, total: 5000 }, other_box: null },
      true,
      'Then Bo’s box renews every week at $50.00 ($50.00 plus $0.00 tax).',
    ],
    [
      { every_weeks: 2, box: { subtotal: 5000, tax: 0, total: 5000 }, other_box: null },
      false,
      'Then Bo’s box renews every 2 weeks at $50.00 plus tax.',
    ],
    [
      {
        every_weeks: 2,
        box: { subtotal: 5000, tax: 0, total: 5000 },
        other_box: { subtotal: 6000, tax: 0, total: 6000 },
      },
      true,
      'Then Bo’s box renews every 2 weeks: $50.00 ($50.00 plus $0.00 tax) for the next box and $60.00 ($60.00 plus $0.00 tax) for the one after (with the every-other-box extras), alternating.',
    ],
  ])('says each pup’s own amount and cadence: %#', (quote, taxKnown, text) => {
    expect(repeatDisclosure('Bo', quote, taxKnown)).toBe(text);
  });
});

describe('orderTotalsProblem: an order records what it charges', () => {
  const lineOf = (unit: number, quantity = 1) => ({
    pet_id: 1,
    sku: `SKU-${unit}`,
    product_type: 'FR',
    product_name: 'Plan',
    quantity,
    unit_cents: unit,
    total_cents: unit * quantity,
  });
  const totals = { subtotal: 3000, discount: 500, credit: 200, tax: 184, shipping: 0, total: 2484 };
  it.each([
    ['lines and totals that add up', [lineOf(1000), lineOf(1000, 2)], totals, null],
    ['no lines', [], { ...totals, subtotal: 0, total: 0 }, 'an order needs at least one line'],
    [
      'a line whose total is not unit × quantity',
      [lineOf(1000), { ...lineOf(1000, 2), total_cents: 1999 }],
      totals,
      'line SKU-1000 does not add up',
    ],
    [
      'lines that miss the subtotal',
      [lineOf(1000)],
      totals,
      'the lines do not add up to the subtotal',
    ],
    [
      'a total other than what the lines come to',
      [lineOf(3000)],
      { ...totals, total: 2500 },
      'the total is not what the lines come to',
    ],
    [
      'fractions of a cent',
      [lineOf(3000)],
      { ...totals, tax: 184.5, total: 2484.5 },
      'the totals are not in whole cents',
    ],
    [
      'a discount larger than the box (charged nothing)',
      [lineOf(3000)],
      { subtotal: 3000, discount: 3000, credit: 0, tax: 0, shipping: 0, total: 0 },
      null,
    ],
  ])('%s', (_case, lines, given, problem) => {
    expect(orderTotalsProblem(lines, given)).toBe(problem);
  });
});
