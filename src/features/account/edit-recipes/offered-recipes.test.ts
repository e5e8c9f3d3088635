import { describe, expect, it } from 'vitest';
import type { RecipeOption } from './offered-recipes';
import { offeredRecipes } from './offered-recipes';

const RECIPES: RecipeOption[] = [
  { key: 'beef', name: 'Beef', kind: 'fresh', flag: null, allergens: [] },
  { key: 'lamb', name: 'Lamb', kind: 'fresh', flag: 'SHOW_LAMB', allergens: [] },
  { key: 'chicken-dry', name: 'Baked Chicken', kind: 'dry', flag: null, allergens: [] },
];
const keys = (recipes: RecipeOption[]) => recipes.map((recipe) => recipe.key);

describe('offeredRecipes and SHOW_LAMB on Edit recipes', () => {
  it('offers lamb while the flag is on', () => {
    expect(keys(offeredRecipes(RECIPES, 'fresh', new Set(['beef']), true))).toEqual([
      'beef',
      'lamb',
    ]);
  });

  it('leaves lamb out while the flag is off', () => {
    expect(keys(offeredRecipes(RECIPES, 'fresh', new Set(['beef']), false))).toEqual(['beef']);
  });

  it('keeps lamb for a customer who already has it, flag off', () => {
    expect(keys(offeredRecipes(RECIPES, 'fresh', new Set(['lamb']), false))).toEqual([
      'beef',
      'lamb',
    ]);
  });

  it('offers only the kind asked for', () => {
    expect(keys(offeredRecipes(RECIPES, 'dry', new Set(), true))).toEqual(['chicken-dry']);
  });
});
