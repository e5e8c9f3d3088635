import { describe, expect, it } from 'vitest';
import { planLineName, planLineWeeks } from './box-lines';
import { boxContents, splitByWeight } from './box-contents';
import { isPackable, parseDeliveryDate } from './fulfilment-schedule';
import { csvCell, csvDocument, packingCsvRows, PACKING_CSV_COLUMNS } from './packing-csv';
import { recipePickList } from './pick-list';
import type { PricedRecipe } from './plan-quote';
import { nextShipmentState, type ShipmentState } from './shipment-state';
import { priceSku } from './sku-pricing';
import { checkTracking, type Carrier } from './tracking-numbers';

const recipes: Array<PricedRecipe & { name: string }> = [
  { key: 'chicken', name: 'Fresh Chicken', kind: 'fresh', kcalPerKg: 1300, centsPer1000Kcal: 900 },
  { key: 'beef', name: 'Fresh Beef', kind: 'fresh', kcalPerKg: 1400, centsPer1000Kcal: 1100 },
  {
    key: 'baked-beef',
    name: 'Baked Beef',
    kind: 'dry',
    kcalPerKg: 3600,
    centsPer1000Kcal: 500,
  },
];

describe('splitByWeight', () => {
  it.each([
    [10, [1, 1], [5, 5]],
    [11, [1, 1], [6, 5]],
    [7, [1, 2], [2, 5]],
    [5, [0, 0], [5, 0]],
    [0, [3, 1], [0, 0]],
    [3, [], []],
  ])('splits %i by %j into %j', (total, weights, parts) => {
    expect(splitByWeight(total, weights)).toEqual(parts);
  });
});

describe('boxContents', () => {
  it.each([
    ['FR_800_10_chicken+beef_0', 4],
    ['FR_800_10_chicken+beef_0', 2],
    ['MX_1200_10_chicken_baked-beef', undefined],
    ['DY_900_10_0_baked-beef', 3],
  ])(
    'splits the trays and bags priceSku sells for %s (%s weeks) between its recipes',
    (sku, weeks) => {
      const pricing = priceSku(sku, recipes, weeks)!;
      const contents = boxContents(sku, recipes, weeks)!;
      expect(contents.weeks_of_food).toBe(pricing.weeks_of_food);
      const sum = (unit: string) =>
        contents.recipes.filter((pack) => pack.unit === unit).reduce((s, p) => s + p.count, 0);
      expect(sum('tray')).toBe(pricing.tray_count);
      expect(sum('bag')).toBe(pricing.bag_count);
    },
  );

  it('gives the denser recipe fewer trays: each recipe carries half the calories', () => {
    const contents = boxContents('FR_800_10_chicken+beef_0', recipes, 4)!;
    const chicken = contents.recipes.find((pack) => pack.recipe_key === 'chicken')!;
    const beef = contents.recipes.find((pack) => pack.recipe_key === 'beef')!;
    expect(chicken.count).toBeGreaterThanOrEqual(beef.count);
    expect(chicken.unit).toBe('tray');
  });

  it('is null for a plan that does not price', () => {
    expect(boxContents('FR_800_10_venison_0', recipes)).toBeNull();
    expect(boxContents('nonsense', recipes)).toBeNull();
  });
});

describe('recipePickList', () => {
  it('multiplies each plan’s contents by its boxes and adds them up per recipe', () => {
    const one = boxContents('FR_800_10_chicken_0', recipes, 2)!.recipes[0]!.count;
    const other = boxContents('MX_1200_10_chicken_baked-beef', recipes, 4)!;
    const list = recipePickList(
      [
        { sku: 'FR_800_10_chicken_0', weeks_of_food: 2, boxes: 3 },
        { sku: 'MX_1200_10_chicken_baked-beef', weeks_of_food: 4, boxes: 2 },
        { sku: 'FR_800_10_venison_0', weeks_of_food: 2, boxes: 1 },
      ],
      recipes,
    );
    const chickenInMixed = other.recipes.find((pack) => pack.recipe_key === 'chicken')!.count;
    const bagsInMixed = other.recipes.find((pack) => pack.recipe_key === 'baked-beef')!.count;
    expect(list.recipes).toEqual([
      { recipe_key: 'baked-beef', recipe_name: 'Baked Beef', unit: 'bag', count: bagsInMixed * 2 },
      {
        recipe_key: 'chicken',
        recipe_name: 'Fresh Chicken',
        unit: 'tray',
        count: one * 3 + chickenInMixed * 2,
      },
    ]);
    expect(list.unpriced).toEqual([{ sku: 'FR_800_10_venison_0', weeks_of_food: 2, boxes: 1 }]);
  });
});

describe('planLineWeeks', () => {
  it.each([
    [planLineName('Pepper', 4), 4],
    [planLineName('Mr. 2-week plan', 1), 1],
    ['Zoomies Hip & Joint', null],
  ])('reads %s as %s weeks', (name, weeks) => {
    expect(planLineWeeks(name)).toBe(weeks);
  });
});

describe('isPackable', () => {
  // Delivery on Thursday 2026-12-10: the cut-off (last day to change it) is 12-05.
  it.each([
    ['2026-12-10', '2026-12-04', false],
    ['2026-12-10', '2026-12-05', false],
    ['2026-12-10', '2026-12-06', true],
    ['2026-12-10', '2026-12-11', true],
  ])('delivery %s on %s: packable %s', (delivery, today, packable) => {
    expect(isPackable(delivery, today)).toBe(packable);
  });

  it.each([
    ['2026-12-10', '2026-12-10'],
    ['2026-02-30', null],
    ['2026-1-10', null],
    ['tomorrow', null],
    [undefined, null],
  ])('parses %s as %s', (value, parsed) => {
    expect(parseDeliveryDate(value)).toBe(parsed);
  });
});

describe('checkTracking', () => {
  it.each<[Carrier, string, string | null, string]>([
    [
      'usps',
      '9400 1000 0000 0000 0000 00',
      null,
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    ],
    [
      'usps',
      'ea123456789us',
      null,
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=EA123456789US',
    ],
    ['ups', '1z999aa10123456784', null, 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['fedex', '1234 5678 9012', null, 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
    [
      'other',
      'ab-12345',
      'https://track.example.com/p/AB-12345',
      'https://track.example.com/p/AB-12345',
    ],
  ])('accepts %s %s', (carrier, number, url, trackingUrl) => {
    expect(checkTracking(carrier, number, url)).toMatchObject({
      ok: true,
      tracking_url: trackingUrl,
    });
  });

  it.each<[Carrier, string, string | null, string[]]>([
    ['usps', '1Z999AA10123456784', null, ['tracking_number']],
    ['usps', '12345', null, ['tracking_number']],
    ['ups', '9400100000000000000000', null, ['tracking_number']],
    ['ups', '1Z999AA1012345678', null, ['tracking_number']],
    ['fedex', '12345678901', null, ['tracking_number']],
    ['other', 'AB-12345', 'http://track.example.com/x', ['tracking_url']],
    ['other', 'AB-12345', null, ['tracking_url']],
    ['other', '=cmd', 'javascript:alert(1)', ['tracking_number', 'tracking_url']],
  ])('refuses %s %s', (carrier, number, url, fields) => {
    const check = checkTracking(carrier, number, url);
    expect(check.ok).toBe(false);
    expect(Object.keys(check.ok ? {} : check.errors).sort()).toEqual(fields);
  });
});

describe('nextShipmentState', () => {
  const pending: ShipmentState = { status: 'pending', carrier: null, tracking_number: null };
  const packed: ShipmentState = { status: 'packed', carrier: null, tracking_number: null };
  const shipped: ShipmentState = { status: 'shipped', carrier: 'ups', tracking_number: '1Z1' };
  const ship = (carrier: string, tracking_number: string) =>
    ({ kind: 'ship', carrier, tracking_number }) as const;
  it.each([
    [pending, { kind: 'pack' } as const, 'change'],
    [packed, { kind: 'pack' } as const, 'unchanged'],
    [shipped, { kind: 'pack' } as const, 'conflict'],
    [pending, ship('ups', '1Z1'), 'conflict'],
    [packed, ship('ups', '1Z1'), 'change'],
    [shipped, ship('ups', '1Z1'), 'unchanged'],
    [shipped, ship('ups', '1Z2'), 'conflict'],
    [shipped, ship('fedex', '1Z1'), 'conflict'],
  ])('%j + %j → %s', (state, action, outcome) => {
    expect(nextShipmentState(state, action).outcome).toBe(outcome);
  });
});

describe('packing CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    [12, '12'],
    [null, ''],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('puts the pup’s allergies and a held box’s do-not-ship on every row of its box', () => {
    const rows = packingCsvRows([
      {
        box_id: '8-4',
        order_id: 8,
        delivery_date: '2026-12-10',
        pup_name: 'Biscuit',
        ship_to: {
          first_name: 'Maya',
          last_name: 'Stone',
          address1: '12 Bark Street',
          address2: '',
          city: 'Portland',
          state: 'OR',
          zip_code: '97201',
          phone: '5035550142',
        },
        recipes: [{ recipe_key: 'turkey', recipe_name: 'Fresh Turkey', unit: 'tray', count: 6 }],
        addons: [{ sku: 'TR_1', product_name: 'Crunchy Bites', unit: 'bag', quantity: 1 }],
        allergies: ['Chicken', 'Dairy'],
        hold: { reason: 'refunded' },
      },
    ]);
    expect(rows.slice(1).map((row) => row.slice(-2))).toEqual([
      ['Chicken; Dairy', 'yes'],
      ['Chicken; Dairy', 'yes'],
    ]);
  });

  it('writes a header and one row per recipe and add-on of each box, CRLF ended', () => {
    const rows = packingCsvRows([
      {
        box_id: '7-3',
        order_id: 7,
        delivery_date: '2026-12-10',
        pup_name: 'Pepper',
        ship_to: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          address1: '1 Main St, Apt 2',
          address2: '',
          city: 'Springfield',
          state: 'NY',
          zip_code: '10001',
          phone: '(555) 555-0100',
        },
        recipes: [
          { recipe_key: 'chicken', recipe_name: 'Fresh Chicken', unit: 'tray', count: 12 },
          { recipe_key: 'beef', recipe_name: 'Fresh Beef', unit: 'tray', count: 0 },
        ],
        addons: [{ sku: 'TR_1', product_name: 'Crunchy Bites', unit: 'bag', quantity: 2 }],
      },
    ]);
    expect(rows[0]).toEqual([...PACKING_CSV_COLUMNS]);
    expect(csvDocument(rows)).toBe(
      [
        PACKING_CSV_COLUMNS.join(','),
        '7-3,7,2026-12-10,Pepper,Ada Lovelace,"1 Main St, Apt 2",,Springfield,NY,10001,(555) 555-0100,recipe,chicken,Fresh Chicken,tray,12,,',
        '7-3,7,2026-12-10,Pepper,Ada Lovelace,"1 Main St, Apt 2",,Springfield,NY,10001,(555) 555-0100,addon,TR_1,Crunchy Bites,bag,2,,',
        '',
      ].join('\r\n'),
    );
  });
});
