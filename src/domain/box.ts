/**
 * What fits in one delivery. Fresh food ships frozen in trays, baked food in bags; a box holds at
 * most MAX_TRAYS trays and MAX_BAGS bags, so a big dog's box covers fewer weeks. The search starts
 * at four weeks and counts down to one (spec section 4).
 */
export const FRESH_TRAY_GRAMS = 340;
export const BAKED_BAG_GRAMS = 1814;
export const MAX_TRAYS_PER_BOX = 56;
export const MAX_BAGS_PER_BOX = 8;
export const MAX_WEEKS_OF_FOOD = 4;

export interface DailyGrams {
  fresh: number;
  dry: number;
}

export function trayCount(freshGramsPerDay: number, weeks: number): number {
  return freshGramsPerDay > 0 ? Math.ceil((freshGramsPerDay * weeks * 7) / FRESH_TRAY_GRAMS) : 0;
}

export function bagCount(dryGramsPerDay: number, weeks: number): number {
  return dryGramsPerDay > 0 ? Math.ceil((dryGramsPerDay * weeks * 7) / BAKED_BAG_GRAMS) : 0;
}

export interface BoxSize {
  weeks_of_food: number;
  tray_count: number;
  bag_count: number;
}

/** The most weeks (4 down to 1) whose food fits one box; one week when even that is a full box. */
export function boxFor(grams: DailyGrams): BoxSize {
  for (let weeks = MAX_WEEKS_OF_FOOD; weeks >= 1; weeks -= 1) {
    const trays = trayCount(grams.fresh, weeks);
    const bags = bagCount(grams.dry, weeks);
    if (trays <= MAX_TRAYS_PER_BOX && bags <= MAX_BAGS_PER_BOX) {
      return { weeks_of_food: weeks, tray_count: trays, bag_count: bags };
    }
  }
  return {
    weeks_of_food: 1,
    tray_count: trayCount(grams.fresh, 1),
    bag_count: bagCount(grams.dry, 1),
  };
}
