import { describe, expect, it } from 'vitest';
import { resolveFlags } from '@/config/flags';
import { recipePageProps, recipeSlugs, recipesOnOffer } from './catalog-props';

const art = () => '<svg></svg>';

describe('the lamb recipe page', () => {
  it.each([
    [undefined, false],
    ['SHOW_LAMB=off', false],
    ['SHOW_LAMB=on', true],
  ])('is published with FEATURE_FLAGS=%s, orderable: %s', (featureFlags, orderable) => {
    // The flags as the data loaders get them from FEATURE_FLAGS (serverFlags).
    const flags = resolveFlags(featureFlags);
    expect(recipeSlugs('fresh')).toContain('lamb');
    const props = recipePageProps(flags, 'fresh', 'lamb', art);
    expect(props?.recipe.name).toBe('Fresh Lamb');
    expect(props?.path).toBe('/fresh-dog-food/lamb/');
    expect(props?.orderable).toBe(orderable);
    // Only what can be ordered is offered next to it, and as the other recipes on other pages.
    expect(recipesOnOffer(flags, 'fresh').some((recipe) => recipe.key === 'lamb')).toBe(orderable);
    expect(recipePageProps(flags, 'fresh', 'beef', art)?.orderable).toBe(true);
  });
});
