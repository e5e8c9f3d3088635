import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { ingredientIconSrc, recipeArtMarkup } from './recipe-art.server';

describe('recipe pictures', () => {
  it('links every ingredient icon to its file, versioned by its content', () => {
    for (const { image } of RECIPES.flatMap((recipe) => recipe.ingredients)) {
      const svg = readFileSync(`public${image}`, 'utf8').trim();
      const hash = createHash('sha256').update(svg).digest('hex').slice(0, 12);
      expect(ingredientIconSrc(image)).toBe(`${image}?v=${hash}`);
    }
  });

  it('serves the versioned icons with an immutable cache header', async () => {
    const config = createRequire(import.meta.url)('../../../../next.config.js') as (
      phase: string,
    ) => {
      headers: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]>;
    };
    const rules = await config('phase-production-server').headers();
    const icons = rules.find((rule) => rule.source === '/images/ingredients/:file*');
    expect(icons?.headers).toContainEqual({
      key: 'Cache-Control',
      value: 'public, max-age=31536000, immutable',
    });
  });

  it('reads only our own pictures', () => {
    expect(() => ingredientIconSrc('/images/recipes/fresh-beef.svg')).toThrow(/ingredients/);
    expect(() => ingredientIconSrc('/images/ingredients/../../../package.json')).toThrow();
    expect(() => recipeArtMarkup('/images/ingredients/beef.svg')).toThrow(/recipes/);
    expect(recipeArtMarkup('/images/recipes/fresh-beef.svg')).toMatch(/^<svg/);
  });
});
