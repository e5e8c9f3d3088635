// A recipe's illustration: a bowl of that recipe (fresh: tender chunks of its protein with its
// vegetables; baked: kibble in its protein's colour) and its real ingredients drawn around it.
import { placeIngredient } from './ingredient-shapes.mjs';

const W = 280;
const H = 210;

const PROTEIN_COLOUR = {
  beef: '#9c3b25',
  chicken: '#e2ad55',
  turkey: '#b9804f',
  lamb: '#8c5a4a',
  pork: '#d98b7a',
};
const VEG_COLOUR = {
  carrot: '#e86f2c',
  'sweet-potato': '#e9883b',
  squash: '#f2a65a',
  peas: '#8cc152',
  spinach: '#2d5b3b',
  kale: '#1f4a2e',
  cranberries: '#a3253f',
  'green-beans': '#6a9a3a',
  rice: '#fffaf0',
  egg: '#f2b632',
  oats: '#d8bd85',
};
const BACKGROUND = {
  beef: '#f7e3d3',
  chicken: '#fbf0d4',
  turkey: '#f3e6da',
  lamb: '#efe6f0',
  pork: '#fbe4e2',
};

// Where the six ingredients sit around the bowl: two on each side and two above.
const SPOTS = [
  [42, 58, 1.25],
  [238, 58, 1.15],
  [30, 128, 1],
  [250, 128, 1],
  [104, 30, 0.9],
  [176, 30, 0.9],
];

function bowl(food) {
  return (
    `<ellipse cx="140" cy="186" rx="84" ry="10" fill="#000" opacity=".08"/>` +
    food +
    `<path d="M66 118h148c0 42-32 64-74 64s-74-22-74-64z" fill="#2d5b3b"/>` +
    `<ellipse cx="140" cy="118" rx="74" ry="9" fill="#1f4a2e"/>` +
    `<path d="M84 134c6 22 26 34 52 36" stroke="#fff" stroke-opacity=".18" stroke-width="6" fill="none" stroke-linecap="round"/>`
  );
}

/** A deterministic mound of chunks: protein first, vegetable pieces on top. */
function freshFood(protein, veg) {
  const pieces = [];
  const rows = [
    [9, 108, 15],
    [7, 96, 13],
    [5, 86, 11],
  ];
  rows.forEach(([count, y, r], row) => {
    for (let i = 0; i < count; i += 1) {
      const x = 140 - (count - 1) * 8 + i * 16;
      pieces.push(
        `<circle cx="${x}" cy="${y - ((i * 5 + row * 3) % 6)}" r="${r}" fill="${protein}"/>`,
      );
    }
  });
  veg.forEach((colour, i) => {
    const x = 104 + ((i * 37) % 72);
    const y = 88 + ((i * 13) % 20);
    pieces.push(
      `<rect x="${x}" y="${y}" width="11" height="9" rx="3" fill="${colour}" transform="rotate(${((i * 29) % 50) - 25} ${x} ${y})"/>`,
    );
  });
  return pieces.join('');
}

function kibble(colour) {
  const pieces = [];
  for (let i = 0; i < 17; i += 1) {
    const row = i < 8 ? 0 : i < 13 ? 1 : 2;
    const inRow = i < 8 ? i : i < 13 ? i - 8 : i - 13;
    const count = [8, 5, 4][row];
    const x = 140 - (count - 1) * 10 + inRow * 20;
    const y = [110, 98, 88][row];
    pieces.push(
      `<rect x="${x - 9}" y="${y - 6}" width="18" height="12" rx="5" fill="${colour}" transform="rotate(${((i * 23) % 40) - 20} ${x} ${y})"/>`,
      `<circle cx="${x}" cy="${y}" r="2" fill="#000" opacity=".2"/>`,
    );
  }
  return pieces.join('');
}

/** The recipe's SVG at width × height (the drawing is made at 280×210 and scaled). */
export function recipeSvg(recipe, width = W, height = H) {
  const proteinKey = recipe.ingredients[0].key;
  const protein = PROTEIN_COLOUR[proteinKey] ?? '#9c3b25';
  const veg = recipe.ingredients
    .slice(1)
    .map((ingredient) => VEG_COLOUR[ingredient.key])
    .filter(Boolean);
  const food = recipe.kind === 'dry' ? kibble(protein) : freshFood(protein, veg);
  const around = recipe.ingredients
    .slice(0, SPOTS.length)
    .map((ingredient, i) => placeIngredient(ingredient.key, ...SPOTS[i]))
    .join('');
  const background = recipe.kind === 'dry' ? '#efe2cf' : (BACKGROUND[proteinKey] ?? '#f4ede2');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" rx="16.8" fill="${background}"/><circle cx="140" cy="122" r="74" fill="#fff" opacity=".35"/>${bowl(food)}${around}</svg>\n`;
}
