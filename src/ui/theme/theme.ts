import { breakpoints } from './breakpoints';
import { buttonVariants } from './buttons';
import { palette } from './palette';
import { SPACING_UNIT } from './spacing';
import { fontSize, lineHeight, radius } from './tokens';

export const theme = {
  palette,
  buttons: buttonVariants,
  breakpoints,
  spacingUnit: SPACING_UNIT,
  /** Default button padding: 8 horizontal, 4 vertical (spec section 9). */
  buttonPadding: { horizontal: 8, vertical: 4 },
  fonts: {
    // --font-text and --font-display are the self-hosted faces (ui/theme/fonts.ts, set in _app).
    body: "var(--font-text, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif)",
    heading: "var(--font-display, Georgia, 'Times New Roman', serif)",
  },
  fontSizes: fontSize,
  lineHeights: lineHeight,
  radius,
  layout: { maxWidth: '1200px', bannerHeight: 40, headerHeight: 72 },
  zIndex: { header: 100, chat: 140, consent: 150, overlay: 200, panel: 210, toast: 300 },
} as const;

export type Theme = typeof theme;
