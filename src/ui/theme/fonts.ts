import localFont from 'next/font/local';

/*
 * The two typefaces, self-hosted from npm (@fontsource-variable), Latin subset only, through
 * next/font as documented: each swaps in when it arrives (font-display: swap) over a fallback
 * resized to the same metrics (Arial, Times New Roman), so the page does not shift.
 */
const text = localFont({
  src: '../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
});

const display = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  // Not preloaded: the browser asks for it when it lays out the first heading, as for any web
  // font; headings are never the largest paint (the text face's paragraphs are), so a preload
  // would only move 38 kB ahead of the page's own scripts on a slow link.
  preload: false,
  fallback: ['Georgia', 'serif'],
});

/** The families as CSS custom properties the theme's font stacks refer to. */
export const fontVariables = `
  :root {
    --font-text: ${text.style.fontFamily};
    --font-display: ${display.style.fontFamily};
  }
`;
