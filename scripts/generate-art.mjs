// Generates the shop's simple recipe and menu illustrations (original flat SVG art) into public/images.
// Run with `node scripts/generate-art.mjs`; the outputs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';

const RECIPES = {
  'fresh-beef': { bg: '#f7e3d3', food: '#9c3b25', bits: ['#e86f2c', '#2d5b3b', '#f6d776'] },
  'fresh-chicken': { bg: '#fbf0d4', food: '#e7b65c', bits: ['#2d5b3b', '#e86f2c', '#f7f1e6'] },
  'fresh-turkey': { bg: '#f3e6da', food: '#b9804f', bits: ['#a3253f', '#2d5b3b', '#f6d776'] },
  'fresh-lamb': { bg: '#efe6f0', food: '#8c5a4a', bits: ['#3a4a8c', '#2d5b3b', '#f2a65a'] },
  'fresh-pork': { bg: '#fbe4e2', food: '#d98b7a', bits: ['#2d5b3b', '#f6d776', '#c8642b'] },
  'baked-beef': { bg: '#efe2cf', kibble: '#7a4a2a' },
  'baked-chicken': { bg: '#f6ebd2', kibble: '#b9804f' },
};

function bowl(width, height, inner) {
  const cx = width / 2;
  const rim = height * 0.52;
  const w = width * 0.36;
  return `${inner}<path d="M${cx - w} ${rim}h${w * 2}c0 ${height * 0.22}-${w * 0.45} ${height * 0.3}-${w} ${height * 0.3}s-${w} -${height * 0.08}-${w} -${height * 0.3}z" fill="#2d5b3b"/><ellipse cx="${cx}" cy="${rim}" rx="${w}" ry="${height * 0.05}" fill="#1f4a2e"/>`;
}

function freshFood(width, height, { food, bits }) {
  const cx = width / 2;
  const top = height * 0.5;
  const blobs = [];
  for (let i = 0; i < 9; i += 1) {
    const x = cx - width * 0.28 + (i % 5) * width * 0.14;
    const y = top - height * 0.06 - (i > 4 ? height * 0.07 : 0);
    blobs.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(height * 0.07).toFixed(1)}" fill="${food}"/>`,
    );
  }
  bits.forEach((color, i) => {
    blobs.push(
      `<rect x="${(cx - width * 0.18 + i * width * 0.14).toFixed(1)}" y="${(top - height * 0.16).toFixed(1)}" width="${(width * 0.05).toFixed(1)}" height="${(height * 0.05).toFixed(1)}" rx="2" fill="${color}"/>`,
    );
  });
  return blobs.join('');
}

function kibble(width, height, { kibble: color }) {
  const cx = width / 2;
  const top = height * 0.48;
  const pieces = [];
  for (let i = 0; i < 11; i += 1) {
    const x = cx - width * 0.3 + (i % 6) * width * 0.12;
    const y = top - (i > 5 ? height * 0.08 : 0);
    pieces.push(
      `<rect x="${x.toFixed(1)}" y="${(y - height * 0.05).toFixed(1)}" width="${(width * 0.09).toFixed(1)}" height="${(height * 0.07).toFixed(1)}" rx="${(height * 0.03).toFixed(1)}" fill="${color}" transform="rotate(${((i * 23) % 40) - 20} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
    );
  }
  return pieces.join('');
}

function recipeSvg(name, width, height) {
  const spec = RECIPES[name];
  const inner = spec.kibble ? kibble(width, height, spec) : freshFood(width, height, spec);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" rx="${height * 0.08}" fill="${spec.bg}"/>${bowl(width, height, inner)}</svg>\n`;
}

const TREATS = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="72" viewBox="0 0 96 72"><rect width="96" height="72" rx="6" fill="#fbf0d4"/><path d="M30 14h36l4 48H26z" fill="#c8642b"/><path d="M30 14h36v8H30z" fill="#8a4219"/><rect x="36" y="32" width="24" height="14" rx="3" fill="#f7f1e6"/><path d="M40 39h16" stroke="#8a4219" stroke-width="3" stroke-linecap="round"/></svg>\n`;
const SUPPLEMENTS = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="72" viewBox="0 0 96 72"><rect width="96" height="72" rx="6" fill="#e8efe6"/><rect x="32" y="12" width="32" height="10" rx="3" fill="#1f4a2e"/><rect x="28" y="20" width="40" height="42" rx="8" fill="#3a4a8c"/><rect x="34" y="32" width="28" height="16" rx="3" fill="#f7f1e6"/><circle cx="48" cy="40" r="4" fill="#e0515f"/></svg>\n`;

// Ingredient icons: a plate with the ingredient's colour and a simple shape for its kind.
const INGREDIENTS = {
  beef: ['#9c3b25', 'meat'],
  'beef-heart': ['#7a2418', 'meat'],
  chicken: ['#e7b65c', 'meat'],
  'chicken-liver': ['#8a4a2a', 'meat'],
  turkey: ['#b9804f', 'meat'],
  lamb: ['#8c5a4a', 'meat'],
  pork: ['#d98b7a', 'meat'],
  egg: ['#f6d776', 'round'],
  'sweet-potato': ['#c8642b', 'root'],
  carrot: ['#e86f2c', 'root'],
  squash: ['#f2a65a', 'round'],
  spinach: ['#2d5b3b', 'leaf'],
  kale: ['#1f4a2e', 'leaf'],
  peas: ['#6a9a3a', 'seeds'],
  'green-beans': ['#4f7f2f', 'root'],
  rice: ['#d9c8ad', 'seeds'],
  oats: ['#c9ae7c', 'seeds'],
  cranberries: ['#a3253f', 'seeds'],
  'fish-oil': ['#e0b03a', 'drop'],
};
function ingredientSvg([color, shape]) {
  const shapes = {
    meat: `<path d="M30 48c-10 0-16-8-14-17 2-10 12-15 22-13 11 2 16 12 12 21-3 6-10 9-20 9z" fill="${color}"/><ellipse cx="40" cy="26" rx="4" ry="3" fill="#f7f1e6"/>`,
    round: `<circle cx="32" cy="33" r="15" fill="${color}"/>`,
    root: `<path d="M18 46 44 20c4-4 9 1 5 5L23 51c-3 3-8-2-5-5z" fill="${color}"/>`,
    leaf: `<path d="M16 48C16 28 30 16 48 16c0 18-12 32-32 32z" fill="${color}"/><path d="M18 46 44 20" stroke="#f7f1e6" stroke-width="2"/>`,
    seeds: [
      [24, 28],
      [36, 26],
      [30, 37],
      [42, 36],
      [22, 40],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${color}"/>`)
      .join(''),
    drop: `<path d="M32 14c8 12 14 19 14 27a14 14 0 0 1-28 0c0-8 6-15 14-27z" fill="${color}"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="31" fill="#f7f1e6"/>${shapes[shape]}</svg>\n`;
}
mkdirSync('public/images/ingredients', { recursive: true });
for (const [key, spec] of Object.entries(INGREDIENTS))
  writeFileSync(`public/images/ingredients/${key}.svg`, ingredientSvg(spec));

mkdirSync('public/images/recipes', { recursive: true });
mkdirSync('public/images/menu', { recursive: true });
for (const name of Object.keys(RECIPES)) {
  writeFileSync(`public/images/recipes/${name}.svg`, recipeSvg(name, 280, 210));
  writeFileSync(`public/images/menu/${name}.svg`, recipeSvg(name, 96, 72));
}
writeFileSync('public/images/menu/treats.svg', TREATS);
writeFileSync('public/images/menu/supplements.svg', SUPPLEMENTS);
console.info('Art written to public/images/recipes, menu and ingredients');
