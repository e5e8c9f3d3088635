import { describe, expect, it } from 'vitest';
import { BUTTON_VARIANTS, breakpoints, getButtonVariant, getColor, spacing, theme } from '.';

describe('theme', () => {
  it('has exactly the button variants the spec names', () => {
    expect(BUTTON_VARIANTS).toEqual([
      'primary',
      'secondary',
      'destructive',
      'cancel',
      'dark',
      'carrot',
      'chia',
      'cranberry',
      'blueberry',
      'egg',
      'sweetPotato',
      'kale',
      'yam',
      'spinach',
      'watermelon',
      'bone',
      'fur',
      'darkerFur',
      'lightest',
    ]);
    for (const name of BUTTON_VARIANTS) expect(getButtonVariant(name).background).toBeTruthy();
  });

  it('throws on an unknown colour or variant', () => {
    expect(getColor('kale')).toMatch(/^#[0-9a-f]{6}$/);
    expect(() => getColor('mauve')).toThrow('Unknown theme colour "mauve"');
    expect(() => getButtonVariant('sparkly')).toThrow('Unknown button variant "sparkly"');
  });

  it('uses the spec breakpoints', () => {
    expect(Object.values(breakpoints)).toEqual([320, 375, 425, 600, 768, 960, 1024, 1440, 2560]);
  });

  it('counts spacing in 4px units and pads buttons 8 by 4 by default', () => {
    expect(spacing(1)).toBe('4px');
    expect(spacing(2, 4)).toBe('8px 16px');
    expect(() => spacing()).toThrow();
    expect(theme.buttonPadding).toEqual({ horizontal: 8, vertical: 4 });
  });
});
