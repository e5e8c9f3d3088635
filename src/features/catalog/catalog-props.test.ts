import { afterEach, describe, expect, it } from 'vitest';
import { resetServerFlagsForTests } from '@/server/services/catalog/server-flags';
import { recipePageProps, recipeSlugs, recipesOnOffer } from './catalog-props';

const art = () => '<svg></svg>';

function withServerFlags(value: string | undefined) {
  if (value === undefined) delete process.env.FEATURE_FLAGS;
  else process.env.FEATURE_FLAGS = value;
  resetServerFlagsForTests();
}

describe('the lamb recipe page', () => {
  const saved = process.env.FEATURE_FLAGS;
  afterEach(() => withServerFlags(saved));

  it.each([
    [undefined, false],
    ['SHOW_LAMB=off', false],
    ['SHOW_LAMB=on', true],
  ])('is published with FEATURE_FLAGS=%s, orderable: %s', (flags, orderable) => {
    withServerFlags(flags);
    expect(recipeSlugs('fresh')).toContain('lamb');
    const props = recipePageProps('fresh', 'lamb', art);
    expect(props?.recipe.name).toBe('Fresh Lamb');
    expect(props?.path).toBe('/fresh-dog-food/lamb/');
    expect(props?.orderable).toBe(orderable);
    // Only what can be ordered is offered next to it, and as the other recipes on other pages.
    expect(recipesOnOffer('fresh').some((recipe) => recipe.key === 'lamb')).toBe(orderable);
    expect(recipePageProps('fresh', 'beef', art)?.orderable).toBe(true);
  });
});
