import { describe, expect, it } from 'vitest';
import { firstBoxTimeline } from './first-box-timeline';

const pup = (pet_name: string, next_delivery_date: string, total: number) => ({
  pet_name,
  next_delivery_date,
  repeat: { box: { total } },
});

describe('firstBoxTimeline', () => {
  it('runs from today to each pup’s first renewal, charged on its charge day', () => {
    const steps = firstBoxTimeline({
      total: 5667,
      delivery_date: '2026-12-26',
      subscriptions: [pup('Biscuit', '2027-01-23', 11335), pup('Pepper', '2027-01-09', 6480)],
    });
    expect(steps.map((step) => step.key)).toEqual([
      'confirmed',
      'cooked',
      'shipped',
      'arrives',
      'renewal',
    ]);
    expect(steps[0]!.details).toEqual(['$56.67 charged. The receipt is in your inbox.']);
    expect(steps[3]!.title).toBe('Arrives Saturday, December 26');
    expect(steps[4]!.details).toEqual([
      'Biscuit’s next box: $113.35 charged on Tuesday, January 19, to arrive on Saturday, January 23.',
      'Pepper’s next box: $64.80 charged on Tuesday, January 5, to arrive on Saturday, January 9.',
      'Skip, pause or change anything from My plan until each box’s change-by date.',
    ]);
  });
});
