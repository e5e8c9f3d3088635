import { publicEnv } from '@/env';
import { resolveFlags } from '@/lib/integrations/experiments/flags';
import { RECIPES, type RecipeData, type RecipeKind } from '@/server/catalog/recipes-data';
import { dailyCalories } from '@/server/domain/nutrition';
import type { RecipeCardData } from './components/recipe-card';
import {
  perWeekLabel,
  publicRecipes,
  recipeHref,
  recipeImage,
  TYPICAL_DOG,
  typicalWeeklyCents,
} from './typical-dog';

/** Build-time props for the catalogue pages: every number comes from the domain rules the API uses. */
export function recipesOnOffer(kind?: RecipeKind): RecipeData[] {
  const showLamb = resolveFlags(publicEnv.featureFlags).SHOW_LAMB;
  return publicRecipes(showLamb)
    .filter((recipe) => !kind || recipe.kind === kind)
    .sort((a, b) => a.rank - b.rank);
}

export function recipeCard(recipe: RecipeData): RecipeCardData {
  return {
    name: recipe.name,
    tagline: recipe.tagline,
    href: recipeHref(recipe),
    image: recipeImage(recipe),
    perWeek: perWeekLabel(typicalWeeklyCents(recipe)),
  };
}

export interface RecipePageProps {
  recipe: Pick<
    RecipeData,
    'key' | 'kind' | 'name' | 'tagline' | 'description' | 'ingredients' | 'analysis' | 'kcalPerKg'
  >;
  path: string;
  /** The illustration's SVG markup, inlined by the page (see recipe-art.server.ts). */
  imageMarkup: string;
  perWeek: string;
  typicalKcalPerDay: number;
  others: RecipeCardData[];
}

export function recipePageProps(
  kind: RecipeKind,
  slug: string,
  readArt: (image: string) => string,
): RecipePageProps | null {
  const recipe = recipesOnOffer(kind).find((candidate) => candidate.slug === slug);
  if (!recipe) return null;
  const { key, name, tagline, description, ingredients, analysis, kcalPerKg } = recipe;
  return {
    recipe: { key, kind, name, tagline, description, ingredients, analysis, kcalPerKg },
    path: recipeHref(recipe),
    imageMarkup: readArt(recipeImage(recipe)),
    perWeek: perWeekLabel(typicalWeeklyCents(recipe)),
    typicalKcalPerDay: dailyCalories(TYPICAL_DOG),
    others: recipesOnOffer(kind)
      .filter((other) => other.key !== key)
      .map(recipeCard),
  };
}

export function recipeSlugs(kind: RecipeKind): string[] {
  return recipesOnOffer(kind).map((recipe) => recipe.slug);
}

export const ALL_RECIPE_KEYS = RECIPES.map((recipe) => recipe.key);
