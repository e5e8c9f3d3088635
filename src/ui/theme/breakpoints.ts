/** Breakpoints of spec section 9, in CSS pixels (min-width). */
export const breakpoints = {
  mobileS: 320,
  mobileM: 375,
  mobileL: 425,
  tabletSmall: 600,
  tablet: 768,
  tabletLarge: 960,
  laptop: 1024,
  laptopLarge: 1440,
  desktop: 2560,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `@media (min-width: …px)` for a named breakpoint, for use inside styled-components. */
export const mediaUp = (name: Breakpoint): string => `@media (min-width: ${breakpoints[name]}px)`;
export const mediaDown = (name: Breakpoint): string =>
  `@media (max-width: ${breakpoints[name] - 0.02}px)`;
