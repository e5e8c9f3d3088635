/** Add-on quantity and frequency rules (spec section 5). */
export const ADDON_MIN_QUANTITY = 1;
export const ADDON_MAX_QUANTITY = 6;
export const ADDON_FREQUENCIES = [1, 2] as const;
export type AddonFrequency = (typeof ADDON_FREQUENCIES)[number];
export const DEFAULT_ADDON_QUANTITY = 1;
export const DEFAULT_ADDON_FREQUENCY: AddonFrequency = 1;

export const ADDON_FREQUENCY_LABELS: Record<AddonFrequency, string> = {
  1: 'Every box',
  2: 'Every other box',
};

/** Whether an add-on ships in the box of this cycle (0 = the first box). */
export function shipsInCycle(frequency: AddonFrequency, cycle: number): boolean {
  return cycle % frequency === 0;
}
