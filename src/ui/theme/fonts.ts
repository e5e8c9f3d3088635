import localFont from 'next/font/local';

/*
 * The two typefaces, self-hosted from npm (@fontsource-variable), Latin subset only. next/font
 * preloads them, swaps them in when they arrive, and gives each a fallback (Arial, Times New
 * Roman) resized to the same metrics, so the page does not shift when they load.
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
  // Not preloaded: headings are never the largest paint (the text font's paragraphs are), and a
  // preload would take a quarter of a phone link's bandwidth from the scripts until hydration.
  // Requested when a heading is first laid out; the metric-matched fallback shows until then.
  preload: false,
  fallback: ['Georgia', 'serif'],
});

/** The families as CSS custom properties the theme's font stacks refer to. */
export const fontVariables = `:root { --font-text: ${text.style.fontFamily}; --font-display: ${display.style.fontFamily}; }`;
