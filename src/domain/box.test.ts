import { describe, expect, it } from 'vitest';
import { bagCount, boxFor, MAX_BAGS_PER_BOX, MAX_TRAYS_PER_BOX, trayCount } from './box';

describe('tray and bag counts', () => {
  it.each([
    [340, 1, 7],
    [341, 1, 8],
    [0, 4, 0],
    [500, 2, 21],
  ])('%i g fresh a day for %i weeks → %i trays', (grams, weeks, trays) => {
    expect(trayCount(grams, weeks)).toBe(trays);
  });

  it.each([
    [100, 4, 2],
    [259.2, 1, 2],
    [0, 4, 0],
  ])('%d g baked a day for %i weeks → %i bags', (grams, weeks, bags) => {
    expect(bagCount(grams, weeks)).toBe(bags);
  });
});

describe('boxFor: weeks of food searched from 4 down to 1', () => {
  it.each([
    [
      { fresh: 300, dry: 0 },
      { weeks_of_food: 4, tray_count: 25, bag_count: 0 },
    ],
    [
      { fresh: 800, dry: 0 },
      { weeks_of_food: 3, tray_count: 50, bag_count: 0 },
    ],
    [
      { fresh: 1300, dry: 0 },
      { weeks_of_food: 2, tray_count: 54, bag_count: 0 },
    ],
    [
      { fresh: 2400, dry: 0 },
      { weeks_of_food: 1, tray_count: 50, bag_count: 0 },
    ],
    [
      { fresh: 0, dry: 400 },
      { weeks_of_food: 4, tray_count: 0, bag_count: 7 },
    ],
    [
      { fresh: 0, dry: 700 },
      { weeks_of_food: 2, tray_count: 0, bag_count: 6 },
    ],
    [
      { fresh: 500, dry: 150 },
      { weeks_of_food: 4, tray_count: 42, bag_count: 3 },
    ],
  ])('%o → %o', (grams, box) => {
    expect(boxFor(grams)).toEqual(box);
  });

  it('never packs more than a box holds unless one week is already more', () => {
    for (let fresh = 0; fresh <= 2600; fresh += 50) {
      const box = boxFor({ fresh, dry: 0 });
      if (box.weeks_of_food > 1) expect(box.tray_count).toBeLessThanOrEqual(MAX_TRAYS_PER_BOX);
      expect(boxFor({ fresh: 0, dry: fresh / 4 }).bag_count).toBeLessThanOrEqual(
        Math.max(MAX_BAGS_PER_BOX, bagCount(fresh / 4, 1)),
      );
    }
  });
});
