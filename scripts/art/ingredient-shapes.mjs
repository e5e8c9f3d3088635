// Original flat drawings of each ingredient the shop cooks with, in a 40×40 box centred on 0,0.
// Each recipe's illustration is put together from these, so a picture shows what is really in
// the bowl (the catalogue's ingredient list), not one bowl recoloured.

const steak = (meat, fat) =>
  `<path d="M-16 2c-2-10 6-17 16-17 11 0 18 7 16 15-2 9-9 8-12 13-4 6-18 4-20-11z" fill="${meat}"/>` +
  `<path d="M-9-6c5-3 11-2 14 2M-6 4c4-2 8-1 10 1" stroke="${fat}" stroke-width="2" fill="none" stroke-linecap="round"/>`;

const drumstick = (meat) =>
  `<path d="M-15 5c-5-9 1-20 11-20 9 0 15 8 11 16l-5 5c-5 4-13 6-17-1z" fill="${meat}"/>` +
  `<path d="M1 8 11 17" stroke="#f7f1e6" stroke-width="5" stroke-linecap="round"/>` +
  `<circle cx="12" cy="15" r="3.5" fill="#f7f1e6"/><circle cx="15" cy="18" r="3.5" fill="#f7f1e6"/>`;

const leaf = (fill, vein) =>
  `<path d="M-16 14C-16-6-3-16 16-16c0 19-12 30-32 30z" fill="${fill}"/>` +
  `<path d="M-14 12 12-12M-4 3l-1-9M3-4l7 1" stroke="${vein}" stroke-width="1.6" fill="none"/>`;

export const INGREDIENT_SHAPES = {
  beef: steak('#9c3b25', '#f3c9b6'),
  'beef-heart':
    `<path d="M0 15C-14 5-18-3-15-9c3-6 11-7 15-1 4-6 12-5 15 1 3 6-1 14-15 24z" fill="#7a2418"/>` +
    `<path d="M-4-12c-1-4 1-6 3-6" stroke="#b85a47" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  chicken: drumstick('#e7b65c'),
  'chicken-liver':
    `<path d="M-16 4c-2-9 5-15 13-14 4-6 14-4 17 3 5 8-2 17-12 17-8 0-16 0-18-6z" fill="#6e3420"/>` +
    `<path d="M-2-9C0-2-1 5-6 11" stroke="#4c2214" stroke-width="1.6" fill="none"/>`,
  turkey: drumstick('#b9804f'),
  lamb:
    `<path d="M-14 10c-6-9-1-22 11-23 10-1 15 6 13 14-2 7-9 9-12 14-3 3-9 1-12-5z" fill="#8c5a4a"/>` +
    `<path d="M-9 2c3-6 9-8 14-5" stroke="#e9d2c3" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M-2 13 14 17" stroke="#f7f1e6" stroke-width="5" stroke-linecap="round"/>`,
  pork:
    `<ellipse cx="0" cy="0" rx="17" ry="13" fill="#f2c2b4"/><ellipse cx="-1" cy="-1" rx="13" ry="9" fill="#d98b7a"/>` +
    `<circle cx="5" cy="-2" r="2.5" fill="#f2c2b4"/>`,
  egg:
    `<ellipse cx="0" cy="1" rx="15" ry="12" fill="#fffaf0" stroke="#e4d6bd" stroke-width="1.5"/>` +
    `<circle cx="1" cy="1" r="6.5" fill="#f2b632"/>`,
  'sweet-potato':
    `<path d="M-17 6c-3-8 4-17 16-18 11-1 19 5 17 12-2 8-12 11-21 11-6 0-10-1-12-5z" fill="#9b4a3a"/>` +
    `<ellipse cx="10" cy="0" rx="6" ry="7" fill="#e9883b"/>`,
  carrot:
    `<path d="M-13 15 9-9c3-3 9 2 6 6L-9 19c-3 2-6-1-4-4z" fill="#e86f2c"/>` +
    `<path d="M12-7c1-6 4-9 6-10M11-8c-3-5-3-9-2-11M13-5c5-2 8-1 10 1" stroke="#4f7f2f" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
  squash:
    `<path d="M-4-15c6 0 7 6 7 11 0 4 9 6 9 14 0 7-6 10-12 10S-12 17-12 10c0-8 6-10 6-14 0-5 0-11 2-11z" fill="#f2a65a"/>` +
    `<path d="M-2-15c0-3 2-5 4-5" stroke="#6a5a2a" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<circle cx="0" cy="10" r="4" fill="#e07b2a"/>`,
  spinach: leaf('#2d5b3b', '#9ac08a'),
  kale:
    `<path d="M-15 15c-2-7 0-9-2-13 3-2 2-6 5-8 0-4 3-6 6-7 2-3 6-3 9-3 3 0 4 3 8 2 1 3 4 4 4 8-2 3 1 6-1 9-3 1-3 5-7 6-2 3-5 3-8 5-4 0-6 2-14 1z" fill="#1f4a2e"/>` +
    `<path d="M-14 13 11-10" stroke="#7fae76" stroke-width="1.6" fill="none"/>`,
  peas:
    `<path d="M-17 6c6-10 22-16 34-10-4 10-22 17-34 10z" fill="#4f7f2f"/>` +
    `<circle cx="-8" cy="3" r="4" fill="#8cc152"/><circle cx="0" cy="0" r="4" fill="#8cc152"/><circle cx="8" cy="-3" r="4" fill="#8cc152"/>`,
  'green-beans':
    `<path d="M-16 10C-6 4 4-6 14-14" stroke="#4f7f2f" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M-12 16C-1 11 8 2 17-5" stroke="#6a9a3a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  rice: [
    [-8, -4, 20],
    [2, -7, -30],
    [9, 1, 60],
    [-3, 5, -10],
    [-12, 6, 45],
    [6, 10, 10],
  ]
    .map(
      ([x, y, r]) =>
        `<ellipse cx="${x}" cy="${y}" rx="5" ry="2.4" fill="#fffaf0" stroke="#d9c8ad" stroke-width="1" transform="rotate(${r} ${x} ${y})"/>`,
    )
    .join(''),
  oats: [
    [-7, -5],
    [5, -6],
    [-1, 4],
    [10, 5],
    [-11, 7],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="6" ry="4.5" fill="#d8bd85" stroke="#b3955e" stroke-width="1"/>`,
    )
    .join(''),
  cranberries:
    `<circle cx="-6" cy="4" r="7" fill="#a3253f"/><circle cx="7" cy="5" r="6" fill="#8c1c33"/><circle cx="1" cy="-7" r="6.5" fill="#b8324e"/>` +
    `<circle cx="-8" cy="1" r="1.8" fill="#f3b7c2"/><circle cx="-1" cy="-9" r="1.6" fill="#f3b7c2"/>`,
  'fish-oil':
    `<rect x="-15" y="-7" width="30" height="14" rx="7" fill="#e0b03a" transform="rotate(-25)"/>` +
    `<ellipse cx="-5" cy="0" rx="5" ry="2" fill="#f7e08a" transform="rotate(-25)"/>`,
};

/** One ingredient at (x, y), scaled. */
export function placeIngredient(key, x, y, scale = 1) {
  const shape = INGREDIENT_SHAPES[key];
  if (!shape) throw new Error(`No drawing for ingredient ${key}`);
  return `<g transform="translate(${x} ${y}) scale(${scale})">${shape}</g>`;
}
