import { describe, expect, it } from 'vitest';
import { maxRecipes, recipeLimitMessage } from './recipe-selection';

describe('recipe limits', () => {
  it.each([
    ['FR', 'fresh', 3],
    ['half_fresh', 'fresh', 3],
    ['MX', 'fresh', 2],
    ['MX', 'dry', 2],
    ['DY', 'dry', 2],
  ] as const)('a %s plan mixes up to %s %i recipes', (planType, kind, max) => {
    expect(maxRecipes(planType, kind)).toBe(max);
  });

  const full = { fresh: ['chicken', 'beef', 'turkey'], dry: ['baked-beef', 'baked-chicken'] };
  it.each([
    [
      'FR',
      full,
      'fresh',
      'lamb',
      'You can mix up to 3 fresh recipes. Untick one to choose another.',
    ],
    ['FR', full, 'fresh', 'beef', null],
    ['FR', { fresh: ['chicken', 'beef'], dry: [] }, 'fresh', 'lamb', null],
    [
      'MX',
      { fresh: ['chicken', 'beef'], dry: [] },
      'fresh',
      'lamb',
      'You can mix up to 2 fresh recipes. Untick one to choose another.',
    ],
    [
      'DY',
      full,
      'dry',
      'baked-lamb',
      'You can mix up to 2 baked recipes. Untick one to choose another.',
    ],
  ] as const)('%s %o, ticking %s %s → %s', (planType, selection, kind, key, message) => {
    expect(
      recipeLimitMessage(
        planType,
        { fresh: [...selection.fresh], dry: [...selection.dry] },
        kind,
        key,
      ),
    ).toBe(message);
  });
});
