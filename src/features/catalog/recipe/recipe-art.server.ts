import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The recipe illustration's SVG markup, read at build time so the page can inline it: the
 * picture then paints with the HTML instead of waiting for a second request (it is the largest
 * thing on a phone's first screen). Only our own files under public/images/recipes are read.
 */
export function recipeArtMarkup(imagePath: string): string {
  if (!/^\/images\/recipes\/[a-z-]+\.svg$/.test(imagePath))
    throw new Error(`Not a recipe illustration: ${imagePath}`);
  return readFileSync(join(process.cwd(), 'public', imagePath), 'utf8').trim();
}
