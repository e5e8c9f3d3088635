// Original packshots for the treats (bags) and supplements (jars): the package in the product's
// colour, its name and size on the label, and a drawing of what is inside.

const W = 280;
const H = 210;

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits a product name into label lines of at most `max` characters. */
export function labelLines(name, max = 12) {
  const lines = [];
  for (const word of name.replace(/[()]/g, '').split(' ')) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

const CONTENTS = {
  jerky: (x, y) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${x - 18 + i * 12} ${y + 8}c2-4-2-7 0-11s-1-5 1-7" stroke="#7a3b1f" stroke-width="6" fill="none" stroke-linecap="round"/>`,
      )
      .join(''),
  slices: (x, y) =>
    [
      [-10, 0],
      [6, -4],
      [14, 8],
    ]
      .map(
        ([dx, dy]) =>
          `<circle cx="${x + dx}" cy="${y + dy}" r="9" fill="#e9883b" stroke="#9b4a3a" stroke-width="2.5"/>`,
      )
      .join(''),
  chew: (x, y) =>
    `<path d="M${x - 20} ${y}h40" stroke="#5f9c6b" stroke-width="9" stroke-linecap="round"/>` +
    `<circle cx="${x - 21}" cy="${y - 5}" r="6" fill="#5f9c6b"/><circle cx="${x - 21}" cy="${y + 5}" r="6" fill="#5f9c6b"/>` +
    `<circle cx="${x + 21}" cy="${y - 5}" r="6" fill="#5f9c6b"/><circle cx="${x + 21}" cy="${y + 5}" r="6" fill="#5f9c6b"/>`,
  joint: (x, y) =>
    `<path d="M${x - 16} ${y + 12}l11-11M${x + 16} ${y - 12}l-11 11" stroke="#3a4a8c" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${y}" r="7" fill="#f2a65a"/><path d="M${x + 12} ${y + 6}l5-9h-6l5-9" stroke="#e0515f" stroke-width="2.5" fill="none"/>`,
  tummy: (x, y) =>
    `<path d="M${x} ${y + 12}C${x - 16} ${y + 2} ${x - 16} ${y - 10} ${x - 7} ${y - 10} ${x - 3} ${y - 10} ${x} ${y - 6} ${x} ${y - 6} ${x} ${y - 6} ${x + 3} ${y - 10} ${x + 7} ${y - 10} ${x + 16} ${y - 10} ${x + 16} ${y + 2} ${x} ${y + 12}z" fill="#e0515f"/>`,
  calm: (x, y) =>
    `<path d="M${x + 6} ${y - 13}a13 13 0 1 0 8 20 11 11 0 0 1-8-20z" fill="#3a4a8c"/>` +
    `<circle cx="${x + 14}" cy="${y - 10}" r="2" fill="#f6d776"/><circle cx="${x + 18}" cy="${y}" r="1.5" fill="#f6d776"/>`,
};

const PRODUCT_STYLE = {
  beefjerky: { color: '#9c3b25', contents: 'jerky' },
  chickenjerky: { color: '#d8993a', contents: 'jerky' },
  turkeyjerky: { color: '#a0683c', contents: 'jerky' },
  sweetpotatoes: { color: '#c8642b', contents: 'slices' },
  'dentalchews-xs': { color: '#2d7a6b', contents: 'chew' },
  'dentalchews-s': { color: '#2d7a6b', contents: 'chew' },
  'dentalchews-m': { color: '#2d7a6b', contents: 'chew' },
  'dentalchews-l': { color: '#2d7a6b', contents: 'chew' },
  zoomies: { color: '#e86f2c', contents: 'joint' },
  bellyrubs: { color: '#5f9c6b', contents: 'tummy' },
  chillpills: { color: '#7d6bb0', contents: 'calm' },
};

function label(lines, size, x, y, width) {
  const text = lines
    .map(
      (line, i) =>
        `<text x="${x + width / 2}" y="${y + 18 + i * 15}" text-anchor="middle" font-family="Verdana, Arial, sans-serif" font-size="12" font-weight="700" fill="#1f3327">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${labelHeight(lines)}" rx="8" fill="#fffaf0"/>` +
    text +
    `<text x="${x + width / 2}" y="${y + 20 + lines.length * 15}" text-anchor="middle" font-family="Verdana, Arial, sans-serif" font-size="10" fill="#4d5a50">${escapeXml(size)}</text>`
  );
}

const labelHeight = (lines) => lines.length * 15 + 66;
/** The contents drawing sits in the label's lower part, under the name and size. */
const contentsY = (top, lines) => top + lines.length * 15 + 46;

function bag(addon, style) {
  const lines = labelLines(addon.name);
  return (
    `<path d="M86 30h108l10 160H76z" fill="${style.color}"/>` +
    `<path d="M86 30h108v16H86z" fill="#000" opacity=".18"/><path d="M92 52h96" stroke="#fff" stroke-opacity=".5" stroke-width="2" stroke-dasharray="6 4"/>` +
    label(lines, addon.size, 94, 64, 92) +
    CONTENTS[style.contents](140, contentsY(64, lines))
  );
}

function jar(addon, style) {
  const lines = labelLines(addon.name);
  return (
    `<rect x="98" y="24" width="84" height="24" rx="6" fill="#1f3327"/>` +
    `<rect x="84" y="44" width="112" height="148" rx="22" fill="${style.color}"/>` +
    `<rect x="92" y="52" width="10" height="120" rx="5" fill="#fff" opacity=".25"/>` +
    label(lines, addon.size, 96, 62, 88) +
    CONTENTS[style.contents](140, contentsY(62, lines))
  );
}

export function productSvg(addon) {
  const style = PRODUCT_STYLE[addon.key];
  if (!style) throw new Error(`No packshot style for ${addon.key}`);
  const body = addon.container === 'jar' ? jar(addon, style) : bag(addon, style);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" rx="16.8" fill="#f4ede2"/><ellipse cx="140" cy="194" rx="86" ry="9" fill="#e2d6c3"/>${body}</svg>\n`;
}
