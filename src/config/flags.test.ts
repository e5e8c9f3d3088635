import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS, parseFlagOverrides, resolveFlags } from './flags';

describe('feature flags', () => {
  it('knows every flag the spec names', () => {
    expect(Object.keys(FLAG_DEFAULTS).sort()).toEqual(
      [
        'OLLIE_APP_BANNER',
        'SHOW_ADD_ONS',
        'SHOW_HALF_FRESH',
        'SHOW_LAMB',
        'SHOW_PROMO_CODE_CHECKOUT',
        'SHOW_ORDER_HISTORY',
        'SHOW_RECOMMENDED_PLAN',
        'SHORTENED_ONBOARDING_QUIZ',
        'SHOW_BOX_FREQUENCY_BANNER',
      ].sort(),
    );
  });

  it('applies overrides over the defaults', () => {
    const flags = resolveFlags('OLLIE_APP_BANNER=on, SHOW_ADD_ONS=off');
    expect(flags.OLLIE_APP_BANNER).toBe(true);
    expect(flags.SHOW_ADD_ONS).toBe(false);
    expect(flags.SHOW_HALF_FRESH).toBe(FLAG_DEFAULTS.SHOW_HALF_FRESH);
  });

  it('has no overrides when unset', () => {
    expect(parseFlagOverrides(undefined)).toEqual({});
    expect(resolveFlags('')).toEqual(FLAG_DEFAULTS);
  });

  it('refuses typos loudly', () => {
    expect(() => parseFlagOverrides('SHOW_LAMBS=on')).toThrow('Unknown feature flag "SHOW_LAMBS"');
    expect(() => parseFlagOverrides('SHOW_LAMB=perhaps')).toThrow('must be on or off');
  });
});
