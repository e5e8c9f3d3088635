import { describe, expect, it } from 'vitest';
import {
  isCancellable,
  nextPriceChangeAfter,
  priceInForce,
  pricesOnDay,
  scheduleRefusal,
  type PriceEntry,
} from './price-book';
import { chargeDay, reminderDay } from './renewal-schedule';

const chicken = { kind: 'recipe', item: 'chicken' } as const;
const jerky = { kind: 'addon', item: 'JERKYSTRIPS-BE' } as const;
const entry = (
  item: typeof chicken | typeof jerky,
  amountCents: number,
  effectiveFrom: string,
): PriceEntry => ({ ...item, amountCents, effectiveFrom });

const BASE = [entry(chicken, 520, '2020-01-01'), entry(jerky, 1199, '2020-01-01')];

describe('priceInForce', () => {
  it('charges a renewal the price in force on its charge day, not on its reminder day', () => {
    const delivery = '2031-03-14';
    const charge = chargeDay(delivery);
    const reminder = reminderDay(delivery);
    expect(reminder < charge).toBe(true);
    // The rise starts after the reminder went out and on or before the charge.
    const prices = [...BASE, entry(chicken, 600, charge)];
    expect(priceInForce(prices, chicken, reminder)).toBe(520);
    expect(priceInForce(prices, chicken, charge)).toBe(600);
  });

  it('never reprices a box already charged: its day keeps the price it was charged', () => {
    const charged = '2031-03-01';
    const recorded = priceInForce(BASE, chicken, charged);
    const later = [...BASE, entry(chicken, 640, '2031-03-02')];
    expect(priceInForce(later, chicken, charged)).toBe(recorded);
    expect(priceInForce(later, chicken, '2031-03-02')).toBe(640);
  });

  it('walks two scheduled changes in order, whatever order they were entered in', () => {
    const prices = [...BASE, entry(chicken, 700, '2031-06-01'), entry(chicken, 600, '2031-04-01')];
    expect(priceInForce(prices, chicken, '2031-03-31')).toBe(520);
    expect(priceInForce(prices, chicken, '2031-04-01')).toBe(600);
    expect(priceInForce(prices, chicken, '2031-05-31')).toBe(600);
    expect(priceInForce(prices, chicken, '2031-06-01')).toBe(700);
    expect(nextPriceChangeAfter(prices, '2031-03-15')).toBe('2031-04-01');
    expect(nextPriceChangeAfter(prices, '2031-04-01')).toBe('2031-06-01');
    expect(nextPriceChangeAfter(prices, '2031-06-01')).toBeNull();
  });

  it('puts a change in force on its first day and not the day before', () => {
    const prices = [...BASE, entry(jerky, 1299, '2031-01-01')];
    expect(priceInForce(prices, jerky, '2030-12-31')).toBe(1199);
    expect(priceInForce(prices, jerky, '2031-01-01')).toBe(1299);
    // Other items do not move.
    expect(priceInForce(prices, chicken, '2031-01-01')).toBe(520);
  });

  it('has no price for an item before its first price (not on sale)', () => {
    expect(priceInForce(BASE, chicken, '2019-12-31')).toBeNull();
    expect(priceInForce(BASE, { kind: 'recipe', item: 'lamb' }, '2031-01-01')).toBeNull();
  });

  it('gives every item its price on a day at once', () => {
    const prices = [...BASE, entry(chicken, 600, '2031-04-01')];
    expect(Object.fromEntries(pricesOnDay(prices, '2031-04-01'))).toEqual({
      'recipe:chicken': 600,
      'addon:JERKYSTRIPS-BE': 1199,
    });
  });
});

describe('scheduling a change', () => {
  it.each([
    ['2031-03-01', 'in_the_past'],
    ['2031-03-10', 'in_the_past'],
    ['2031-03-11', 'too_soon'],
    ['2031-03-16', 'too_soon'],
    // Seven days ahead: the day's notice run may be over, leaving six days' notice.
    ['2031-03-17', 'too_soon'],
    ['2031-03-18', null],
    ['2031-09-01', null],
  ] as const)('on 2031-03-10, a change from %s: %s', (day, refusal) => {
    expect(scheduleRefusal('2031-03-10', day)).toBe(refusal);
  });

  it('cancels only changes not yet in force', () => {
    expect(isCancellable({ effectiveFrom: '2031-03-11' }, '2031-03-10')).toBe(true);
    expect(isCancellable({ effectiveFrom: '2031-03-10' }, '2031-03-10')).toBe(false);
  });
});
