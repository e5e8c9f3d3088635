import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADDONS } from '@/domain/catalog/addons-data';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { addonImage, addonImageAlt, recipeImageAlt } from './product-art';
import { recipeImage } from './typical-dog';

const publicFile = (path: string) => join(process.cwd(), 'public', path);

describe('the art for everything sold', () => {
  it.each(ADDONS.map((addon) => [addon.key, addon] as const))(
    '%s has a packshot that carries its name',
    (_key, addon) => {
      const svg = readFileSync(publicFile(addonImage(addon.key)), 'utf8');
      // The label is split over lines; every word of the name is on it.
      for (const word of addon.name.replace(/[()]/g, '').split(' '))
        expect(svg).toContain(word.replace('&', '&amp;'));
      expect(svg).toContain(addon.size);
    },
  );

  it.each(RECIPES.map((recipe) => [recipe.key, recipe] as const))(
    '%s has its own illustration and one per ingredient',
    (_key, recipe) => {
      expect(existsSync(publicFile(recipeImage(recipe)))).toBe(true);
      for (const ingredient of recipe.ingredients)
        expect(existsSync(publicFile(ingredient.image)), ingredient.image).toBe(true);
    },
  );

  it('no two recipes share a picture', () => {
    const pictures = RECIPES.map((recipe) => readFileSync(publicFile(recipeImage(recipe)), 'utf8'));
    expect(new Set(pictures).size).toBe(RECIPES.length);
  });

  it('describes what the pictures show', () => {
    expect(addonImageAlt({ name: 'Beef Jerky Strips', container: 'bag' })).toBe(
      'A bag of Beef Jerky Strips',
    );
    expect(
      recipeImageAlt({
        name: 'Fresh Beef',
        ingredients: [{ name: 'Beef' }, { name: 'Peas' }, { name: 'Fish oil' }],
      }),
    ).toBe('A bowl of Fresh Beef with beef, peas and fish oil around it');
  });
});
