// `node scripts/tokenize-styles.mjs [files…]`: rewrites raw font sizes, radii, hex colours and 4px
// spacings in styled-components CSS (src/ui, src/features) to the theme's tokens, adding the import.
// Run it after merging UI work that brought raw values back; the tokens guard test lists what is
// left (values off the scale need a person's choice).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['src/ui', 'src/features'];
const SKIP = /(^|\/)src\/ui\/theme\/|\.test\.tsx?$/;

const SCALE = [
  ['xs', 12],
  ['sm', 14],
  ['base', 16],
  ['md', 18],
  ['lg', 20],
  ['xl', 24],
  ['2xl', 28],
  ['3xl', 32],
  ['4xl', 40],
];
const FLUID = {
  'clamp(2.25rem, 6vw, 3.5rem)': 'hero',
  'clamp(2rem, 5vw, 3rem)': 'page',
  'clamp(2rem, 6vw, 3rem)': 'page',
  'clamp(1.75rem, 4vw, 2.5rem)': 'section',
};
const RADII = [
  ['small', 6],
  ['medium', 12],
  ['large', 24],
];
const COLOURS = {
  '#fff': 'lightest',
  '#ffffff': 'lightest',
  '#fbe9ec': 'errorSurface',
  '#e4ece6': 'footerText',
  '#e0a21b': 'starFill',
};

const key = (step) => (/^\d/.test(step) ? `['${step}']` : `.${step}`);

function toPx(value) {
  const m = /^(\d*\.?\d+)(px|rem|em)$/.exec(value);
  if (!m) return null;
  return m[2] === 'px' ? Number(m[1]) : Number(m[1]) * 16;
}

/** Nearest step; a tie goes to the larger (more legible) step. */
function nearest(list, px) {
  let best = list[0];
  for (const entry of list) {
    if (Math.abs(entry[1] - px) <= Math.abs(best[1] - px)) best = entry;
  }
  return best[0];
}

function spacingUnits(token) {
  if (token === '0') return 0;
  const m = /^(-?)(\d+)px$/.exec(token);
  if (!m) return null;
  const px = Number(m[2]);
  if (px % 2 !== 0) return null;
  return (m[1] ? -1 : 1) * (px / 4);
}

const SPACING_PROP =
  /^(margin|padding)(-(top|right|bottom|left|inline|block)(-(start|end))?)?$|^(row-|column-)?gap$/;

export function tokenize(source) {
  const used = new Set();
  const out = source.replace(
    /^(\s*)([a-z-]+):\s*([^;{}\n`$]+?)\s*;/gm,
    (whole, indent, prop, value) => {
      if (prop === 'font-size') {
        if (FLUID[value]) {
          used.add('fluidFontSize');
          return `${indent}font-size: \${fluidFontSize.${FLUID[value]}};`;
        }
        const px = toPx(value);
        if (px === null) return whole;
        used.add('fontSize');
        return `${indent}font-size: \${fontSize${key(nearest(SCALE, px))}};`;
      }
      if (prop === 'border-radius') {
        if (value === '50%') {
          used.add('radius');
          return `${indent}border-radius: \${radius.round};`;
        }
        const px = toPx(value);
        if (px === null) return whole;
        used.add('radius');
        const name = px >= 100 ? 'pill' : nearest(RADII, px);
        return `${indent}border-radius: \${radius.${name}};`;
      }
      if (SPACING_PROP.test(prop)) {
        const tokens = value.split(/\s+/);
        const units = tokens.map(spacingUnits);
        if (!tokens.some((t) => /px$/.test(t))) return whole;
        if (units.every((u) => u !== null) && units.every((u) => u >= 0)) {
          used.add('spacing');
          return `${indent}${prop}: \${spacing(${units.join(', ')})};`;
        }
        const mapped = tokens.map((t, i) => {
          const u = units[i];
          if (u === null || u === 0) return t;
          used.add('spacing');
          return u < 0 ? `-\${spacing(${-u})}` : `\${spacing(${u})}`;
        });
        return `${indent}${prop}: ${mapped.join(' ')};`;
      }
      if (/#[0-9a-fA-F]{3,8}\b/.test(value)) {
        let changed = false;
        const next = value.replace(/#[0-9a-fA-F]{3,8}\b/g, (hex) => {
          const name = COLOURS[hex.toLowerCase()];
          if (!name) return hex;
          changed = true;
          return `\${color.${name}}`;
        });
        if (!changed) return whole;
        used.add('color');
        return `${indent}${prop}: ${next};`;
      }
      return whole;
    },
  );
  if (used.size === 0) return source;
  return addImport(out, [...used]);
}

function addImport(source, names) {
  const existing = /import \{([^}]*)\} from '@\/ui\/theme';/.exec(source);
  if (existing) {
    const have = existing[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const all = [...new Set([...have, ...names])].sort((a, b) =>
      a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')),
    );
    return source.replace(existing[0], `import { ${all.join(', ')} } from '@/ui/theme';`);
  }
  const line = `import { ${names.sort().join(', ')} } from '@/ui/theme';\n`;
  const imports = [...source.matchAll(/^import [^;]+;\n/gm)];
  if (imports.length === 0) return line + source;
  const last = imports[imports.length - 1];
  const at = last.index + last[0].length;
  return source.slice(0, at) + line + source.slice(at);
}

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (/\.tsx?$/.test(name) && !SKIP.test(path)) files.push(path);
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : ROOTS.flatMap((r) => walk(r));
  let changed = 0;
  for (const file of files) {
    const before = readFileSync(file, 'utf8');
    const after = tokenize(before);
    if (after !== before) {
      writeFileSync(file, after);
      changed += 1;
    }
  }
  console.log(`tokenize-styles: ${changed} file(s) rewritten`);
}
