import { ADDONS, type AddonData } from '@/domain/catalog/addons-data';
import { RECIPES, type RecipeData } from '@/domain/catalog/recipes-data';
import type { AddonRow, RecipeRow } from '@/server/db/schema';

/**
 * The code's catalogue (src/domain/catalog) is the one source of recipes, add-ons and their
 * prices: the statically rendered pages read it at build time and the server prices carts from
 * the same build's copy, so a changed price reaches both with one edit and one deploy. The
 * database rows are derived from it (the seed upserts them, for SQL readers such as fulfilment's
 * joins); the only thing a row adds is its `is_active` switch.
 */
export interface Catalogue {
  recipes: readonly RecipeData[];
  addons: readonly AddonData[];
}

export const CATALOGUE: Catalogue = { recipes: RECIPES, addons: ADDONS };

/** A recipe's row columns, as the seed writes them and the repository serves them. */
export function recipeColumns(recipe: RecipeData): Omit<RecipeRow, 'isActive'> {
  return {
    key: recipe.key,
    kind: recipe.kind,
    name: recipe.name,
    slug: recipe.slug,
    tagline: recipe.tagline,
    description: recipe.description,
    kcalPerKg: recipe.kcalPerKg,
    centsPer1000Kcal: recipe.centsPer1000Kcal,
    allergens: recipe.allergens,
    ingredients: recipe.ingredients,
    analysis: recipe.analysis,
    rank: recipe.rank,
    flag: recipe.flag ?? null,
  };
}

export function addonColumns(addon: AddonData): Omit<AddonRow, 'isActive'> {
  const { key, sku, name, productType, container, description, size, priceCents, allergens } =
    addon;
  return { key, sku, name, productType, container, description, size, priceCents, allergens };
}

/**
 * The catalogue as the services read it: every entry of the code's catalogue, switched off only
 * where its database row says so (a product without a row yet is on sale, as the column's default).
 */
export function catalogueRows(
  catalogue: Catalogue,
  active: { recipes: Map<string, boolean>; addons: Map<string, boolean> },
): { recipes: RecipeRow[]; addons: AddonRow[] } {
  return {
    recipes: [...catalogue.recipes]
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.rank - b.rank)
      .map((recipe) => ({
        ...recipeColumns(recipe),
        isActive: active.recipes.get(recipe.key) ?? true,
      })),
    addons: catalogue.addons.map((addon) => ({
      ...addonColumns(addon),
      isActive: active.addons.get(addon.sku) ?? true,
    })),
  };
}
