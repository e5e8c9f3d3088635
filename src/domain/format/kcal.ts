/** Calories as the shop writes them everywhere: '1,076 kcal' (grouped, whole, one unit word). */
export function formatKcal(kcal: number): string {
  return `${Math.round(kcal).toLocaleString('en-US')} kcal`;
}
