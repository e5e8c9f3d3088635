// Rasterizes the recipe art (public/images/recipes/*.svg, drawn by generate-art.mjs) into PNG files
// for emails, under public/images/email/: many mail clients do not show SVG, and the emails link to
// images on the shop's own origin rather than any other host. Uses the system Chromium through
// Playwright (no download, no network). Run after generate-art.mjs changes the art:
//   CHROME_PATH=/usr/bin/chromium node scripts/rasterize-email-art.mjs
// The PNGs are committed; src/server/email/templates/email-art.test.ts checks one exists per recipe.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const SOURCE = 'public/images/recipes';
const TARGET = 'public/images/email/recipes';
// Shown at 120 x 90 CSS pixels in the emails; drawn at twice that for high-density screens.
const WIDTH = 120;
const HEIGHT = 90;
const SCALE = 2;

mkdirSync(TARGET, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: SCALE,
  });
  for (const file of readdirSync(SOURCE)
    .filter((name) => name.endsWith('.svg'))
    .sort()) {
    const svg = readFileSync(path.join(SOURCE, file), 'utf8');
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
        `<img src="${src}" width="${WIDTH}" height="${HEIGHT}" alt="">`,
    );
    await page.locator('img').evaluate((image) => image.decode());
    const out = path.join(TARGET, file.replace(/\.svg$/, '.png'));
    await page.screenshot({ path: out, omitBackground: true });
    console.info(`wrote ${out}`);
  }
} finally {
  await browser.close();
}
