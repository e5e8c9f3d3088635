export { theme, type Theme } from './theme';
export { getColor } from './palette';
export { getButtonVariant, BUTTON_VARIANTS, type ButtonVariant } from './buttons';
export { breakpoints, mediaUp, mediaDown } from './breakpoints';
export { spacing } from './spacing';
export { fontSize, fluidFontSize, lineHeight, radius, color } from './tokens';
export { renderedWhenNear } from './rendered-when-near';
