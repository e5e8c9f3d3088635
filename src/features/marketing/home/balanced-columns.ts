/**
 * How many cards per row so the rows come out even: as few rows as `max` columns allow, then the
 * cards shared out over them (6 cards in rows of at most 4 → 3 + 3, not 4 + a lone 2).
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 1;
  const rows = Math.ceil(count / max);
  return Math.ceil(count / rows);
}
