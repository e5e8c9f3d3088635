import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { planEmailArt, recipeEmailArt } from './email-art';
import { absoluteUrl } from './links';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the emails’ recipe art', () => {
  it('is a committed PNG on the shop’s origin for every recipe (scripts/rasterize-email-art.mjs)', () => {
    for (const recipe of RECIPES) {
      const art = recipeEmailArt(recipe.key)!;
      expect(art.alt).toBe(recipe.name);
      expect(art.src.startsWith(absoluteUrl('/images/email/recipes/'))).toBe(true);
      const file = path.join('public', art.src.slice(absoluteUrl('/').length));
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    }
  });

  it('follows a plan’s sku, fresh recipes first, and has none for an extra', () => {
    expect(planEmailArt('MX_792_10_beef_baked-chicken').map((art) => art.alt)).toEqual([
      RECIPES.find((r) => r.key === 'beef')!.name,
      RECIPES.find((r) => r.key === 'baked-chicken')!.name,
    ]);
    expect(planEmailArt('sweetpotatoes')).toEqual([]);
    expect(recipeEmailArt('no-such-recipe')).toBeNull();
  });
});
