/** Spacing is counted in 4px units (spec section 9). */
export const SPACING_UNIT = 4;

/** `spacing(2)` → '8px'; `spacing(2, 4)` → '8px 16px'; half units (0.5 → 2px) for hairline gaps. */
export function spacing(...units: number[]): string {
  if (units.length === 0 || units.length > 4) throw new Error('spacing() takes one to four values');
  return units.map((unit) => (unit === 0 ? '0' : `${unit * SPACING_UNIT}px`)).join(' ');
}
