import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Styles take their sizes, radii, colours and spacings from the theme's tokens (ui/theme/tokens.ts,
 * spacing.ts). This scans the CSS declarations of styled-components in src/ui and src/features and
 * lists every raw value. `node scripts/tokenize-styles.mjs` rewrites most of them; the rest need a
 * step of the scale chosen by hand.
 */

const ROOT = join(__dirname, '..', '..', '..');
const SCANNED = ['src/ui', 'src/features'];

/*
 * Values that must stay raw, by file and declaration, each with its reason. SVG art (fill and
 * stroke attributes of illustrations) is not CSS and is not scanned.
 */
const ALLOWED: Record<string, string[]> = {};

const DECLARATION = /^\s*([a-z-]+):\s*([^;{}\n`]+?)\s*;/gm;
const SPACING_PROP = /^(margin|padding)(-[a-z-]+)?$|^(row-|column-)?gap$/;

function rawValues(source: string): string[] {
  const found: string[] = [];
  for (const [, prop = '', value = ''] of source.matchAll(DECLARATION)) {
    // A value computed from a token (calc, clamp with env()) is the file's own business.
    const literal = value.replace(/\$\{[^}]*\}/g, '').replace(/(calc|clamp)\([^)]*\)/g, '');
    const hit =
      (prop === 'font-size' && /\d(px|rem|em)\b/.test(literal)) ||
      (prop === 'border-radius' && /\d(px|%)/.test(literal)) ||
      (SPACING_PROP.test(prop) && /(^|[\s-])([2-9]|\d\d+)px\b/.test(literal)) ||
      /#[0-9a-fA-F]{3,8}\b/.test(literal);
    if (hit) found.push(`${prop}: ${value}`);
  }
  return found;
}

function styleFiles(dir: string, files: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) styleFiles(path, files);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
  }
  return files;
}

describe('design tokens guard', () => {
  it.each([
    ['font-size: 15px;', ['font-size: 15px']],
    ['  font-size: 1.1rem;', ['font-size: 1.1rem']],
    ['border-radius: 8px;', ['border-radius: 8px']],
    ['  background: #fbe9ec;', ['background: #fbe9ec']],
    ['  padding: 16px 24px;', ['padding: 16px 24px']],
    ['  margin: 0 -8px;', ['margin: 0 -8px']],
    ['  font-size: ${fontSize.lg};', []],
    ['  padding: ${spacing(4, 6)};', []],
    ['  border: 1px solid ${color.line};', []],
    ['  padding: calc(12px + env(safe-area-inset-bottom));', []],
    ['  width: 280px;', []],
  ])('%s → %j', (source, expected) => {
    expect(rawValues(source)).toEqual(expected);
  });

  it('finds no raw font size, radius, hex colour or spacing in styled-components', () => {
    const offenders: string[] = [];
    for (const root of SCANNED) {
      for (const file of styleFiles(join(ROOT, root))) {
        const path = relative(ROOT, file);
        if (path.startsWith('src/ui/theme/')) continue;
        const allowed = ALLOWED[path] ?? [];
        for (const value of rawValues(readFileSync(file, 'utf8'))) {
          if (!allowed.includes(value)) offenders.push(`${path}: ${value}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
