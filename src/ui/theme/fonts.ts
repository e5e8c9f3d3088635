import figtreeUrl from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2';
import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2';
import { fallbackFontFace, type FontMetrics, type LocalFace } from './font-fallback';

/*
 * The two typefaces, self-hosted from npm (@fontsource-variable), Latin subset only. The files are
 * emitted by the build under /_next/static/media with a content hash (next.config.js, `.woff2`
 * rule), and their @font-face rules travel inline with the server-rendered styles. Why not
 * next/font: in the pages router it puts these rules in a render-blocking stylesheet and preloads
 * both files, and Chrome holds the first paint for preloaded fonts. That paint then came after the
 * page's scripts had run, and Lighthouse counted those scripts against the LCP (2.0–2.4 s instead
 * of the first paint's 0.8 s).
 *
 * Without a preload, text paints at once in a local face resized to the web font's metrics, and
 * swaps when the file arrives without moving anything. Arial and Times New Roman (and their
 * metric twins Liberation Sans and Serif) are what Windows, macOS and most Linux desktops have;
 * DejaVu is the rest of Linux, headless Chromium among them. Each local() name is a system font
 * lookup during the first layout, so the list stays short.
 */

// Read from the font files with fontkit (@fontsource-variable 5.3.0; the system fonts' widths as
// next/font records them). Recompute them if a file changes.
const FIGTREE: FontMetrics = {
  unitsPerEm: 1000,
  avgWidth: 456.0232558139535,
  ascent: 950,
  descent: -250,
  lineGap: 0,
};
const FRAUNCES: FontMetrics = {
  unitsPerEm: 2000,
  avgWidth: 1056.953488372093,
  ascent: 1956,
  descent: -510,
  lineGap: 0,
};
const ARIAL: LocalFace = {
  names: ['Arial', 'Liberation Sans'],
  metrics: { unitsPerEm: 2048, avgWidth: 934.5116279069767 },
};
const DEJAVU_SANS: LocalFace = {
  names: ['DejaVu Sans'],
  metrics: { unitsPerEm: 2048, avgWidth: 1070.3023255813953 },
};
const TIMES: LocalFace = {
  names: ['Times New Roman', 'Liberation Serif'],
  metrics: { unitsPerEm: 2048, avgWidth: 854.3953488372093 },
};
const DEJAVU_SERIF: LocalFace = {
  names: ['DejaVu Serif'],
  metrics: { unitsPerEm: 2048, avgWidth: 1079.2790697674418 },
};

const webFace = (family: string, url: string, weight: string) => `@font-face {
  font-family: '${family}';
  src: url(${url}) format('woff2');
  font-weight: ${weight};
  font-style: normal;
  font-display: swap;
}`;

export const fontFaces = [
  webFace('Figtree', figtreeUrl, '300 900'),
  fallbackFontFace('Figtree Fallback', FIGTREE, ARIAL),
  fallbackFontFace('Figtree Fallback DejaVu', FIGTREE, DEJAVU_SANS),
  webFace('Fraunces', frauncesUrl, '100 900'),
  fallbackFontFace('Fraunces Fallback', FRAUNCES, TIMES),
  fallbackFontFace('Fraunces Fallback DejaVu', FRAUNCES, DEJAVU_SERIF),
  `:root {
  --font-text: 'Figtree', 'Figtree Fallback', 'Figtree Fallback DejaVu', system-ui, sans-serif;
  --font-display: 'Fraunces', 'Fraunces Fallback', 'Fraunces Fallback DejaVu', Georgia, serif;
}`,
].join('\n');
