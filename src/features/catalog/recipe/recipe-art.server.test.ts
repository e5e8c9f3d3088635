import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { ingredientIconSrc, recipeArtMarkup } from './recipe-art.server';

describe('recipe pictures read at build time', () => {
  it('gives every ingredient icon as a data: URL of its SVG file', () => {
    for (const { image } of RECIPES.flatMap((recipe) => recipe.ingredients)) {
      const src = ingredientIconSrc(image);
      expect(src.startsWith('data:image/svg+xml,')).toBe(true);
      expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(
        readFileSync(`public${image}`, 'utf8').trim(),
      );
    }
  });

  it('reads only our own pictures', () => {
    expect(() => ingredientIconSrc('/images/recipes/fresh-beef.svg')).toThrow(/ingredients/);
    expect(() => ingredientIconSrc('/images/ingredients/../../../package.json')).toThrow();
    expect(() => recipeArtMarkup('/images/ingredients/beef.svg')).toThrow(/recipes/);
    expect(recipeArtMarkup('/images/recipes/fresh-beef.svg')).toMatch(/^<svg/);
  });
});
