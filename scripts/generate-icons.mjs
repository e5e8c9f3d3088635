// Generates favicon.ico, apple-touch-icon.png and the social card as real PNG/ICO files with no
// dependencies: a tiny rasteriser draws the shop's mark (a ring and a bone) into RGBA pixels.
// Run with `node scripts/generate-icons.mjs`; the outputs are committed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GREEN = [45, 91, 59, 255];
const BONE = [247, 241, 230, 255];
const CARROT = [232, 111, 44, 255];

function crc32(buffer) {
  let crc = -1;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(width, height, pixel) {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 4 + 1)] = 0;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b, a] = pixel(x + 0.5, y + 0.5);
      const offset = y * (width * 4 + 1) + 1 + x * 4;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
      raw[offset + 3] = a;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The mark in a unit square: a rounded green tile, a bone-white ring and a carrot bone. */
function mark(u, v) {
  const corner = 0.2;
  const dx = Math.max(Math.abs(u - 0.5) - (0.5 - corner), 0);
  const dy = Math.max(Math.abs(v - 0.5) - (0.5 - corner), 0);
  if (dx * dx + dy * dy > corner * corner) return [0, 0, 0, 0];
  const r = Math.hypot(u - 0.5, v - 0.52);
  if (r > 0.2 && r < 0.32) return BONE;
  const inBone = Math.abs(v - 0.22) < 0.04 && Math.abs(u - 0.5) < 0.12;
  const knob = [0.38, 0.62].some((cx) =>
    [0.19, 0.25].some((cy) => Math.hypot(u - cx, v - cy) < 0.04),
  );
  if (inBone || knob) return CARROT;
  return GREEN;
}

const square = (size) => png(size, size, (x, y) => mark(x / size, y / size));

function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size >= 256 ? 0 : size;
    entry[1] = size >= 256 ? 0 : size;
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ data }) => data)]);
}

function socialCard() {
  const width = 1200;
  const height = 630;
  return png(width, height, (x, y) => {
    const markSize = 360;
    const left = 120;
    const top = (height - markSize) / 2;
    if (x >= left && x < left + markSize && y >= top && y < top + markSize) {
      const pixel = mark((x - left) / markSize, (y - top) / markSize);
      if (pixel[3]) return pixel;
    }
    if (x > 560 && x < 1080) {
      const bar = [
        [230, 290, GREEN],
        [320, 350, CARROT],
        [380, 400, GREEN],
      ].find(
        ([from, to]) => y > from && y < to && x < (to === 290 ? 1080 : to === 350 ? 940 : 1010),
      );
      if (bar) return bar[2];
    }
    return y > height - 24 ? GREEN : BONE;
  });
}

writeFileSync(
  'public/favicon.ico',
  ico([16, 32, 48].map((size) => ({ size, data: square(size) }))),
);
writeFileSync('public/apple-touch-icon.png', square(180));
writeFileSync('public/icon-192.png', square(192));
writeFileSync('public/icon-512.png', square(512));
writeFileSync('public/images/social-card.png', socialCard());
writeFileSync(
  'public/icon.svg',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="13" fill="#2d5b3b"/><circle cx="32" cy="33" r="16.5" fill="none" stroke="#f7f1e6" stroke-width="7.5"/><path d="M24.5 14h15" stroke="#e86f2c" stroke-width="5" stroke-linecap="round"/><circle cx="24" cy="12" r="2.6" fill="#e86f2c"/><circle cx="24" cy="16" r="2.6" fill="#e86f2c"/><circle cx="40" cy="12" r="2.6" fill="#e86f2c"/><circle cx="40" cy="16" r="2.6" fill="#e86f2c"/></svg>\n',
);
writeFileSync(
  'public/site.webmanifest',
  `${JSON.stringify(
    {
      name: 'Ollie',
      short_name: 'Ollie',
      start_url: '/',
      display: 'standalone',
      background_color: '#f7f1e6',
      theme_color: '#2d5b3b',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  )}\n`,
);
console.info('Icons written to public/');
