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
  // Requested once the page has hydrated (fontVariables); the metric-matched fallback until then.
  preload: false,
  fallback: ['Georgia', 'serif'],
});

/** Set on <html> by _app once React has hydrated the page (see fontVariables). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

// next/font's stack is the face, then its metric-matched fallback, then the generic fallbacks.
const displayFallback = display.style.fontFamily.split(',').slice(1).join(',').trim();

/**
 * The families as CSS custom properties the theme's font stacks refer to. Until the page has
 * hydrated, headings use the display face's metric-matched fallback, so the browser does not
 * fetch Fraunces (38 kB) while a phone's link is still busy with the scripts; after hydration
 * the face is requested and swapped in (font-display: swap), shifting nothing.
 */
export const fontVariables = `
  :root {
    --font-text: ${text.style.fontFamily};
    --font-display: ${displayFallback || display.style.fontFamily};
  }
  :root[${HYDRATED_ATTRIBUTE}] {
    --font-display: ${display.style.fontFamily};
  }
`;
