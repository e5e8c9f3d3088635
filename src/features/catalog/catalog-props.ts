import {
  RECIPES,
  type Ingredient,
  type RecipeData,
  type RecipeKind,
} from '@/domain/catalog/recipes-data';
import type { FlagValues } from '@/config/flags';
import { dailyCalories } from '@/domain/nutrition';
import { pricedRecipes, type PriceSheet } from '@/domain/price-book';
import type { RecipeCardData } from './components/recipe-card';
import { recipeImageAlt } from './product-art';
import {
  perWeekLabel,
  publicRecipes,
  recipeHref,
  recipeImage,
  TYPICAL_DOG,
  typicalWeeklyCents,
} from './typical-dog';

/**
 * Build-time props for the catalogue pages: every number comes from the domain rules the API uses.
 * Whether a flagged recipe (lamb: SHOW_LAMB) can be ordered follows the flags the server orders by
 * (FEATURE_FLAGS, see serverFlags): the pages' data loaders pass them in, so the pages say what
 * the quiz and the cart will do.
 */
const byKind = (kind?: RecipeKind) => (recipe: RecipeData) => !kind || recipe.kind === kind;
const byRank = (a: RecipeData, b: RecipeData) => a.rank - b.rank;

/** The recipes that can be ordered: the listings, the home page and the meal plans show these. */
export type CatalogFlags = Pick<FlagValues, 'SHOW_LAMB'>;

export function recipesOnOffer(
  flags: CatalogFlags,
  sheet: PriceSheet,
  kind?: RecipeKind,
): RecipeData[] {
  return publicRecipes(flags.SHOW_LAMB, sheet).filter(byKind(kind)).sort(byRank);
}

/** Every recipe with a page, whether it can be ordered yet or not (lamb always has its page). */
function publishedRecipes(kind: RecipeKind, sheet?: PriceSheet): RecipeData[] {
  return (sheet ? pricedRecipes(RECIPES, sheet) : RECIPES).filter(byKind(kind)).sort(byRank);
}

export function recipeCard(recipe: RecipeData): RecipeCardData {
  return {
    name: recipe.name,
    tagline: recipe.tagline,
    href: recipeHref(recipe),
    image: recipeImage(recipe),
    imageAlt: recipeImageAlt(recipe),
    perWeek: perWeekLabel(typicalWeeklyCents(recipe)),
  };
}

/** How a recipe page gets its pictures at build time (recipe-art.server.ts). */
export interface RecipeArt {
  /** The illustration's SVG markup, from its path under public/. */
  markup: (image: string) => string;
  /** What an ingredient icon's `src` is, from its path under public/. */
  iconSrc: (image: string) => string;
}

/** An ingredient as its recipe page lists it (no allergens: the page does not show them). */
export type IngredientItem = Pick<Ingredient, 'key' | 'name' | 'description' | 'image'>;

export interface RecipePageProps {
  recipe: Pick<
    RecipeData,
    'key' | 'kind' | 'name' | 'tagline' | 'description' | 'analysis' | 'kcalPerKg'
  > & { ingredients: IngredientItem[] };
  path: string;
  /** The illustration's SVG markup, inlined by the page (see recipe-art.server.ts). */
  imageMarkup: string;
  perWeek: string;
  typicalKcalPerDay: number;
  /** Whether it can be ordered now; when not, the page says so and points to the quiz. */
  orderable: boolean;
  others: RecipeCardData[];
}

export function recipePageProps(
  flags: CatalogFlags,
  sheet: PriceSheet,
  kind: RecipeKind,
  slug: string,
  art: RecipeArt,
): RecipePageProps | null {
  const recipe = publishedRecipes(kind, sheet).find((candidate) => candidate.slug === slug);
  if (!recipe) return null;
  const { key, name, tagline, description, ingredients, analysis, kcalPerKg } = recipe;
  return {
    recipe: {
      key,
      kind,
      name,
      tagline,
      description,
      ingredients: ingredients.map((item) => ({
        key: item.key,
        name: item.name,
        description: item.description,
        image: art.iconSrc(item.image),
      })),
      analysis,
      kcalPerKg,
    },
    path: recipeHref(recipe),
    imageMarkup: art.markup(recipeImage(recipe)),
    perWeek: perWeekLabel(typicalWeeklyCents(recipe)),
    typicalKcalPerDay: dailyCalories(TYPICAL_DOG),
    orderable: recipesOnOffer(flags, sheet, kind).some((candidate) => candidate.key === key),
    others: recipesOnOffer(flags, sheet, kind)
      .filter((other) => other.key !== key)
      .map(recipeCard),
  };
}

export function recipeSlugs(kind: RecipeKind): string[] {
  return publishedRecipes(kind).map((recipe) => recipe.slug);
}
