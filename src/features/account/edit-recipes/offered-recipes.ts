import { menuImage } from '@/features/catalog/plan-art';

/** A recipe the editor can offer (the page's data loader builds these from the catalogue). */
export interface RecipeOption {
  key: string;
  name: string;
  kind: 'fresh' | 'dry';
  flag: string | null;
  allergens: string[];
  /** The recipe's bowl (its menu art), when the page's loader had the catalogue's slug. */
  image?: string;
}

/**
 * The recipes a customer may pick for one kind of food. Lamb is offered only while SHOW_LAMB is on,
 * except to a customer who already has it: their plan must stay editable as it is.
 */
export function offeredRecipes(
  recipes: RecipeOption[],
  kind: 'fresh' | 'dry',
  inPlan: ReadonlySet<string>,
  showLamb: boolean,
): RecipeOption[] {
  return recipes.filter(
    (recipe) =>
      recipe.kind === kind && (inPlan.has(recipe.key) || recipe.flag !== 'SHOW_LAMB' || showLamb),
  );
}

/** The catalogue's recipes as the pickers take them (the page data of both recipe editors). */
export function recipeOptions(
  recipes: ReadonlyArray<
    Omit<RecipeOption, 'flag' | 'image'> & { flag?: string | null; slug?: string }
  >,
): RecipeOption[] {
  return recipes.map(({ key, name, kind, flag, allergens, slug }) => ({
    key,
    name,
    kind,
    flag: flag ?? null,
    allergens,
    // Page props are JSON: no key at all rather than an undefined one.
    ...(slug ? { image: menuImage({ kind, slug }) } : {}),
  }));
}
