import { describe, expect, it } from 'vitest';
import { fallbackFontFace, type FontMetrics } from './font-fallback';

const figtree: FontMetrics = {
  unitsPerEm: 1000,
  avgWidth: 456.0232558139535,
  ascent: 950,
  descent: -250,
  lineGap: 0,
};
const arial = {
  names: ['Arial', 'Liberation Sans'],
  metrics: { unitsPerEm: 2048, avgWidth: 934.5116279069767 },
};

describe('fallbackFontFace', () => {
  it('gives the overrides next/font published for Figtree over Arial', () => {
    const face = fallbackFontFace('Figtree Fallback', figtree, arial);
    expect(face).toContain("font-family: 'Figtree Fallback';");
    expect(face).toContain("src: local('Arial'), local('Liberation Sans');");
    expect(face).toContain('ascent-override: 95.06%;');
    expect(face).toContain('descent-override: 25.02%;');
    expect(face).toContain('line-gap-override: 0.00%;');
    expect(face).toContain('size-adjust: 99.94%;');
  });

  it('shrinks a wider local font to the web font’s width and keeps its line box', () => {
    const dejaVu = {
      names: ['DejaVu Sans'],
      metrics: { unitsPerEm: 2048, avgWidth: 1070.3023255813953 },
    };
    const face = fallbackFontFace('Figtree Fallback DejaVu', figtree, dejaVu);
    expect(face).toContain('size-adjust: 87.26%;');
    // 950 / (1000 × 0.8726): the ascent in the shrunk face's units, so the line stays as tall.
    expect(face).toContain('ascent-override: 108.87%;');
    expect(face).toContain('descent-override: 28.65%;');
  });

  it.each([
    [500, 100],
    [1000, 200],
  ])('is the same face whatever the units per em (%i, %i)', (avgWidth, unitsPerEm) => {
    const scaled = { ...figtree, unitsPerEm: unitsPerEm * 10, avgWidth: avgWidth * 10 };
    const plain = { ...figtree, unitsPerEm, avgWidth };
    const face = (web: FontMetrics) =>
      fallbackFontFace('X', { ...web, ascent: web.unitsPerEm, descent: 0 }, arial);
    expect(face(scaled)).toBe(face(plain));
  });
});
