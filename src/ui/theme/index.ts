export { theme, type Theme } from './theme';
export { palette, getColor, isPaletteColor, type PaletteColor } from './palette';
export { buttonVariants, getButtonVariant, BUTTON_VARIANTS, type ButtonVariant } from './buttons';
export { breakpoints, mediaUp, mediaDown, type Breakpoint } from './breakpoints';
export { spacing, SPACING_UNIT } from './spacing';
export {
  typeScale,
  fontSize,
  fluidFontSize,
  lineHeight,
  textStyle,
  radius,
  color,
  type TypeStep,
} from './tokens';
