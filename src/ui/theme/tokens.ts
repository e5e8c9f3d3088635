import { palette } from './palette';

/*
 * Design tokens as plain strings, so a styled-component interpolates them statically
 * (`font-size: ${fontSize.lg};`) without a theme function per rule. The theme object carries the
 * same values for code that prefers `({ theme })`. A guard test (tokens-guard.test.ts) fails when a
 * styled-component sets a raw font size, radius or hex colour instead of one of these.
 */

/** The one type scale: rem steps, with the line height each step reads best at. */
const typeScale = {
  xs: { size: '0.75rem', lineHeight: 1.45 },
  sm: { size: '0.875rem', lineHeight: 1.5 },
  base: { size: '1rem', lineHeight: 1.5 },
  md: { size: '1.125rem', lineHeight: 1.45 },
  lg: { size: '1.25rem', lineHeight: 1.35 },
  xl: { size: '1.5rem', lineHeight: 1.3 },
  '2xl': { size: '1.75rem', lineHeight: 1.25 },
  '3xl': { size: '2rem', lineHeight: 1.2 },
  '4xl': { size: '2.5rem', lineHeight: 1.15 },
} as const;

type TypeStep = keyof typeof typeScale;

export const fontSize = Object.fromEntries(
  Object.entries(typeScale).map(([step, { size }]) => [step, size]),
) as { readonly [K in TypeStep]: (typeof typeScale)[K]['size'] };

export const lineHeight = {
  tight: 1.15,
  snug: 1.3,
  normal: 1.5,
  relaxed: 1.65,
} as const;

/** Headings that grow with the viewport, bounded by two steps of the scale. */
export const fluidFontSize = {
  /** The home hero's headline. */
  hero: 'clamp(2.25rem, 6vw, 3.5rem)',
  /** A page's h1. */
  page: `clamp(${typeScale['3xl'].size}, 5vw, 3rem)`,
  /** A section's h2 on long marketing pages. */
  section: `clamp(${typeScale['2xl'].size}, 4vw, ${typeScale['4xl'].size})`,
} as const;

export const radius = {
  /** Inputs, small chips. */
  small: '6px',
  /** Cards and panels. */
  medium: '12px',
  /** Hero blocks and large media. */
  large: '24px',
  pill: '999px',
  round: '50%',
} as const;

/** Colour tokens: the palette plus the few surface tints that are not ingredient colours. */
export const color = {
  ...palette,
  surface: palette.lightest,
  surfaceMuted: palette.bone,
  errorSurface: '#fbe9ec',
  footerText: '#e4ece6',
  starFill: '#e0a21b',
} as const;
