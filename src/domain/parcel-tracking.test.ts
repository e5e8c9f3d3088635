import { describe, expect, it } from 'vitest';
import {
  nextParcelState,
  problemReportOpensOn,
  trackingStatus,
  type ParcelState,
  type ParcelStatus,
} from './parcel-tracking';

const at = (hour: number) => new Date(Date.UTC(2031, 2, 4, hour));
const shipped = (status: ParcelStatus | null, since: number | null = null): ParcelState => ({
  shipped: true,
  status,
  since: since === null ? null : at(since),
});

describe('nextParcelState', () => {
  it.each([
    ['shipped, then out for delivery', shipped(null), 'out_for_delivery', 9, 'change'],
    ['shipped, then delivered (carrier skipped a scan)', shipped(null), 'delivered', 9, 'change'],
    ['out for delivery, then delivered', shipped('out_for_delivery', 8), 'delivered', 12, 'change'],
    [
      'out for delivery, then a failed attempt',
      shipped('out_for_delivery', 8),
      'delayed',
      18,
      'change',
    ],
    [
      'delayed, then out for delivery again',
      shipped('delayed', 18),
      'out_for_delivery',
      32,
      'change',
    ],
    ['delayed, then returned to us', shipped('delayed', 18), 'returned', 40, 'change'],
    ['the same event twice', shipped('out_for_delivery', 8), 'out_for_delivery', 8, 'unchanged'],
    [
      'delivered, then a late out-for-delivery',
      shipped('delivered', 12),
      'out_for_delivery',
      8,
      'ignored',
    ],
    ['delivered, then a newer delayed', shipped('delivered', 12), 'delayed', 20, 'ignored'],
    ['returned, then delivered', shipped('returned', 12), 'delivered', 20, 'ignored'],
    [
      'delayed, then an older out-for-delivery',
      shipped('delayed', 18),
      'out_for_delivery',
      8,
      'ignored',
    ],
    [
      'delayed, then an older delivered (final wins)',
      shipped('delayed', 18),
      'delivered',
      12,
      'change',
    ],
  ] as const)('%s', (_name, current, status, hour, outcome) => {
    expect(nextParcelState(current, { status, occurredAt: at(hour) }).outcome).toBe(outcome);
  });

  it('says why an event is ignored', () => {
    const event = { status: 'delivered' as const, occurredAt: at(9) };
    expect(nextParcelState({ shipped: false, status: null, since: null }, event)).toEqual({
      outcome: 'ignored',
      reason: 'not_shipped',
    });
    expect(nextParcelState(shipped('returned', 8), event)).toEqual({
      outcome: 'ignored',
      reason: 'final',
    });
    expect(
      nextParcelState(shipped('delayed', 12), { status: 'out_for_delivery', occurredAt: at(9) }),
    ).toEqual({ outcome: 'ignored', reason: 'stale' });
  });
});

describe('trackingStatus', () => {
  it.each([
    ['packed', null, 'packed'],
    ['packed', 'delivered', 'packed'],
    ['shipped', null, 'shipped'],
    ['shipped', 'out_for_delivery', 'out_for_delivery'],
    ['shipped', 'delivered', 'delivered'],
    ['shipped', 'delayed', 'delayed'],
  ] as const)('%s + %s is %s', (warehouse, parcel, expected) => {
    expect(trackingStatus(warehouse, parcel)).toBe(expected);
  });
});

describe('problemReportOpensOn', () => {
  it.each([
    ['nothing heard: two days after the delivery date', '2031-03-04', [], '2031-03-06'],
    ['across a month end', '2031-03-30', [], '2031-04-01'],
    ['delivered on its date', '2031-03-04', ['2031-03-04'], '2031-03-04'],
    ['delivered a day early', '2031-03-04', ['2031-03-03'], '2031-03-03'],
    ['delivered three days late: late opened it first', '2031-03-04', ['2031-03-07'], '2031-03-06'],
    ['two pups, the first box counts', '2031-03-04', ['2031-03-05', '2031-03-04'], '2031-03-04'],
  ] as const)('%s', (_name, deliveryDate, arrivedOn, expected) => {
    expect(problemReportOpensOn({ deliveryDate, arrivedOn })).toBe(expected);
  });
});
