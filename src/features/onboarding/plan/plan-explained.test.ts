import { describe, expect, it } from 'vitest';
import { boxContents, recommendationReason } from './plan-explained';

describe('boxContents', () => {
  it.each([
    [{ weeks_of_food: 2, tray_count: 28, bag_count: 0 }, '2 weeks of food: 28 fresh trays'],
    [{ weeks_of_food: 1, tray_count: 7, bag_count: 0 }, '1 week of food: 7 fresh trays'],
    [{ weeks_of_food: 4, tray_count: 0, bag_count: 3 }, '4 weeks of food: 3 baked bags'],
    [
      { weeks_of_food: 2, tray_count: 14, bag_count: 1 },
      '2 weeks of food: 14 fresh trays and 1 baked bag',
    ],
  ])('%o → %s', (box, expected) => {
    expect(boxContents(box)).toBe(expected);
  });
});

describe('recommendationReason', () => {
  it('explains the plan with the pup’s own calories', () => {
    expect(recommendationReason('Biscuit', 'MX', 1234)).toBe(
      'We recommend this plan for Biscuit: fresh and baked together, at a lower price than all fresh, portioned for Biscuit’s weight, age and activity (1,234 kcal a day).',
    );
  });
});
