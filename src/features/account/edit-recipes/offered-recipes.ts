/** A recipe the editor can offer (the page's data loader builds these from the catalogue). */
export interface RecipeOption {
  key: string;
  name: string;
  kind: 'fresh' | 'dry';
  flag: string | null;
  allergens: string[];
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
