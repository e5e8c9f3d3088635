import { describe, expect, it } from 'vitest';
import { resolveFlags } from '@/config/flags';
import { recipePageProps, recipeSlugs, recipesOnOffer } from './catalog-props';
import { STARTING_PRICES } from '@/domain/catalog/starting-prices';
import { priceSheet } from '@/domain/price-book';

const SHEET = priceSheet(STARTING_PRICES, '2031-01-01');

const art = { markup: () => '<svg></svg>', iconSrc: (image: string) => image };

describe('the lamb recipe page', () => {
  it.each([
    [undefined, false],
    ['SHOW_LAMB=off', false],
    ['SHOW_LAMB=on', true],
  ])('is published with FEATURE_FLAGS=%s, orderable: %s', (featureFlags, orderable) => {
    // The flags as the data loaders get them from FEATURE_FLAGS (serverFlags).
    const flags = resolveFlags(featureFlags);
    expect(recipeSlugs('fresh')).toContain('lamb');
    const props = recipePageProps(flags, SHEET, 'fresh', 'lamb', art);
    expect(props?.recipe.name).toBe('Fresh Lamb');
    expect(props?.path).toBe('/fresh-dog-food/lamb/');
    expect(props?.orderable).toBe(orderable);
    // Only what can be ordered is offered next to it, and as the other recipes on other pages.
    expect(recipesOnOffer(flags, SHEET, 'fresh').some((recipe) => recipe.key === 'lamb')).toBe(
      orderable,
    );
    expect(recipePageProps(flags, SHEET, 'fresh', 'beef', art)?.orderable).toBe(true);
  });
});
