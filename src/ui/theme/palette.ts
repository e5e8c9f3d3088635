/**
 * The shop's palette. Names follow the spec's button variants (section 9); the food names are the
 * colours of the ingredients they are named after. Hex values are this project's own.
 */
export const palette = {
  carrot: '#e86f2c',
  chia: '#2f2a26',
  cranberry: '#a3253f',
  blueberry: '#3a4a8c',
  egg: '#f6d776',
  sweetPotato: '#c8642b',
  kale: '#2d5b3b',
  yam: '#f2a65a',
  spinach: '#1f4a2e',
  watermelon: '#e0515f',
  bone: '#f7f1e6',
  fur: '#d9c8ad',
  darkerFur: '#8a7356',
  lightest: '#ffffff',
  ink: '#1d1b19',
  inkMuted: '#57504a',
  line: '#e3d9c9',
  focus: '#1a5fd0',
  success: '#2d6b3f',
  error: '#a3253f',
  warning: '#8a5a00',
  info: '#3a4a8c',
} as const;

export type PaletteColor = keyof typeof palette;

export function isPaletteColor(name: string): name is PaletteColor {
  return Object.prototype.hasOwnProperty.call(palette, name);
}

/** Looks a colour up by name; an unknown name is a programming error and throws. */
export function getColor(name: string): string {
  if (!isPaletteColor(name)) throw new Error(`Unknown theme colour "${name}"`);
  return palette[name];
}
