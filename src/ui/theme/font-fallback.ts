/**
 * A local font resized to take the same room as a web font, so text painted in it before the web
 * font arrives keeps its lines and height when the swap happens (no layout shift). The method is
 * the one next/font and Chrome's Aurora team describe (developer.chrome.com/blog/font-fallbacks):
 * scale by the ratio of average character widths, then set ascent and descent to the web font's,
 * in the scaled units.
 */
export interface FontMetrics {
  unitsPerEm: number;
  /** Average advance width over a letter-frequency weighted Latin sample (next/font's string). */
  avgWidth: number;
  ascent: number;
  /** Negative below the baseline, as font files store it. */
  descent: number;
  lineGap: number;
}

export interface LocalFace {
  /** local() names to try, all of the same metrics (a font and its metric-compatible twin). */
  names: string[];
  metrics: Pick<FontMetrics, 'unitsPerEm' | 'avgWidth'>;
}

const percent = (value: number) => `${Math.abs(value * 100).toFixed(2)}%`;

/** The @font-face rule of `family`, drawn with `face` at the size and metrics of `web`. */
export function fallbackFontFace(family: string, web: FontMetrics, face: LocalFace): string {
  const sizeAdjust =
    web.avgWidth / web.unitsPerEm / (face.metrics.avgWidth / face.metrics.unitsPerEm);
  const scaled = (value: number) => percent(value / (web.unitsPerEm * sizeAdjust));
  return `@font-face {
  font-family: '${family}';
  src: ${face.names.map((name) => `local('${name}')`).join(', ')};
  ascent-override: ${scaled(web.ascent)};
  descent-override: ${scaled(web.descent)};
  line-gap-override: ${scaled(web.lineGap)};
  size-adjust: ${percent(sizeAdjust)};
}`;
}
