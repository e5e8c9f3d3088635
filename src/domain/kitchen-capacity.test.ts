import { describe, expect, it } from 'vitest';
import {
  canTake,
  decideBooking,
  freeDaysFrom,
  loadLookup,
  nextFreeDayAfter,
  type BookingKind,
  type CapacitySettings,
} from './kitchen-capacity';

const settings = (overrides: Record<string, number> = {}, defaultBoxes = 10): CapacitySettings => ({
  defaultBoxes,
  overrides: new Map(Object.entries(overrides)),
});

describe('kitchen capacity: who may take a slot', () => {
  it.each<[BookingKind, number, number, number, boolean]>([
    // kind, booked, capacity, boxes, taken
    ['renewal', 10, 10, 1, true],
    ['renewal', 12, 10, 1, true],
    ['first_box', 9, 10, 1, true],
    ['first_box', 10, 10, 1, false],
    ['first_box', 9, 10, 2, false],
    ['move', 9, 10, 1, true],
    ['move', 10, 10, 1, false],
    ['reactivation', 0, 0, 1, false],
    ['reactivation', 11, 10, 1, false],
  ])('%s with %i of %i booked, %i box(es): %s', (kind, booked, capacity, boxes, taken) => {
    expect(canTake(kind, { date: '2026-12-01', booked, capacity }, boxes)).toBe(taken);
  });
});

describe('kitchen capacity: the next free day', () => {
  it('counts an override before the default', () => {
    const loadOf = loadLookup(new Map([['2026-12-02', 3]]), settings({ '2026-12-02': 3 }));
    expect(loadOf('2026-12-02')).toEqual({ date: '2026-12-02', booked: 3, capacity: 3 });
    expect(loadOf('2026-12-03')).toEqual({ date: '2026-12-03', booked: 0, capacity: 10 });
  });

  it.each([
    // full days, the day asked for, the next free day
    [['2026-12-01'], '2026-12-01', '2026-12-02'], // Tuesday full: Wednesday
    [['2026-12-05'], '2026-12-05', '2026-12-08'], // Saturday full: no Sunday, no Monday
    [['2026-12-24'], '2026-12-24', '2026-12-26'], // Christmas Day is a carrier holiday
    [['2026-12-24', '2026-12-26'], '2026-12-24', '2026-12-29'],
  ])('after full %j, %s gives %s', (full, day, next) => {
    const loadOf = loadLookup(new Map(full.map((d) => [d, 10])), settings());
    expect(nextFreeDayAfter(day, loadOf)).toBe(next);
  });

  it('needs a slot per pup', () => {
    const loadOf = loadLookup(
      new Map([
        ['2026-12-02', 9],
        ['2026-12-03', 8],
      ]),
      settings(),
    );
    expect(nextFreeDayAfter('2026-12-01', loadOf, 2)).toBe('2026-12-03');
    expect(nextFreeDayAfter('2026-12-01', loadOf, 3)).toBe('2026-12-04');
  });

  it('answers null when every day up to the horizon is full', () => {
    const loadOf = loadLookup(new Map(), settings({}, 0));
    expect(nextFreeDayAfter('2026-12-01', loadOf)).toBeNull();
    expect(freeDaysFrom('2026-12-01', 6, loadOf)).toEqual([]);
  });

  it('offers as many days as before, a full day replaced by the next free one', () => {
    const loadOf = loadLookup(new Map([['2026-12-02', 5]]), settings({ '2026-12-02': 5 }));
    expect(freeDaysFrom('2026-12-01', 4, loadOf)).toEqual([
      '2026-12-01',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    // A day with room again (the override raised) is offered again.
    const raised = loadLookup(new Map([['2026-12-02', 5]]), settings({ '2026-12-02': 6 }));
    expect(freeDaysFrom('2026-12-01', 2, raised)).toEqual(['2026-12-01', '2026-12-02']);
  });
});

describe('kitchen capacity: the race for the last slot', () => {
  it('gives the last slot to the first taker and the next free day to the second', () => {
    const booked = new Map([['2026-12-03', 9]]);
    const loadOf = loadLookup(booked, settings());
    // Each decision is read under the day's lock, after the one before it was written.
    const outcomes = ['first_box', 'move'].map((kind) => {
      const outcome = decideBooking(kind as BookingKind, '2026-12-03', loadOf);
      if (outcome.taken) booked.set('2026-12-03', (booked.get('2026-12-03') ?? 0) + 1);
      return outcome;
    });
    expect(outcomes).toEqual([{ taken: true }, { taken: false, nextFreeDay: '2026-12-04' }]);
    expect(booked.get('2026-12-03')).toBe(10);
  });

  it('still takes a renewal scheduled on a full day', () => {
    const loadOf = loadLookup(new Map([['2026-12-03', 10]]), settings());
    expect(decideBooking('renewal', '2026-12-03', loadOf)).toEqual({ taken: true });
    expect(decideBooking('reactivation', '2026-12-03', loadOf)).toEqual({
      taken: false,
      nextFreeDay: '2026-12-04',
    });
  });
});
