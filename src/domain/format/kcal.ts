import { groupDigits } from './group-digits';

/** Calories as the shop writes them everywhere: '1,076 kcal' (grouped, whole, one unit word). */
export function formatKcal(kcal: number): string {
  return `${groupDigits(Math.round(kcal))} kcal`;
}
