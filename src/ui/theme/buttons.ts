import { palette } from './palette';

export interface ButtonColors {
  background: string;
  color: string;
  border: string;
  hoverBackground: string;
}

const solid = (background: string, color: string, hoverBackground: string): ButtonColors => ({
  background,
  color,
  border: background,
  hoverBackground,
});

/** Button variants exactly as spec section 9 names them. */
export const buttonVariants = {
  primary: solid(palette.kale, palette.lightest, palette.spinach),
  secondary: {
    background: palette.lightest,
    color: palette.kale,
    border: palette.kale,
    hoverBackground: palette.bone,
  },
  destructive: solid(palette.cranberry, palette.lightest, '#85192f'),
  cancel: {
    background: 'transparent',
    color: palette.ink,
    border: palette.darkerFur,
    hoverBackground: palette.bone,
  },
  dark: solid(palette.chia, palette.lightest, '#000000'),
  carrot: solid('#b8501a', palette.lightest, '#9a4214'),
  chia: solid(palette.chia, palette.lightest, '#000000'),
  cranberry: solid(palette.cranberry, palette.lightest, '#85192f'),
  blueberry: solid(palette.blueberry, palette.lightest, '#2c3a70'),
  egg: solid(palette.egg, palette.ink, '#efc94f'),
  sweetPotato: solid('#a4501f', palette.lightest, '#8a4219'),
  kale: solid(palette.kale, palette.lightest, palette.spinach),
  yam: solid(palette.yam, palette.ink, '#ec9440'),
  spinach: solid(palette.spinach, palette.lightest, '#143520'),
  watermelon: solid('#c23a48', palette.lightest, '#a52f3c'),
  bone: solid(palette.bone, palette.ink, '#efe5d3'),
  fur: solid(palette.fur, palette.ink, '#cdb893'),
  darkerFur: solid('#75603f', palette.lightest, '#5f4e33'),
  lightest: {
    background: palette.lightest,
    color: palette.ink,
    border: palette.lightest,
    hoverBackground: palette.bone,
  },
} as const satisfies Record<string, ButtonColors>;

export type ButtonVariant = keyof typeof buttonVariants;

export const BUTTON_VARIANTS = Object.keys(buttonVariants) as ButtonVariant[];

export function getButtonVariant(name: string): ButtonColors {
  if (!Object.prototype.hasOwnProperty.call(buttonVariants, name)) {
    throw new Error(`Unknown button variant "${name}"`);
  }
  return buttonVariants[name as ButtonVariant];
}
