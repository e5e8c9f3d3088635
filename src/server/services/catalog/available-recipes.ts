import type { RecipeRow } from '@/server/db/schema';
import type { CatalogRecipe } from '@/domain/recommendations';
import type { FlagValues } from '@/config/flags';

/** The recipes on offer: active, and with their feature flag (if any) on. Lamb needs SHOW_LAMB. */
export function availableRecipes(rows: RecipeRow[], flags: FlagValues): CatalogRecipe[] {
  return rows
    .filter((row) => row.isActive && (!row.flag || flags[row.flag as keyof FlagValues] === true))
    .map((row) => ({
      key: row.key,
      kind: row.kind,
      kcalPerKg: row.kcalPerKg,
      centsPer1000Kcal: row.centsPer1000Kcal,
      allergens: row.allergens,
      rank: row.rank,
    }));
}
