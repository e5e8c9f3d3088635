import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecipeArt } from '../catalog-props';

const readPublic = (imagePath: string, folder: 'recipes' | 'ingredients') => {
  if (!new RegExp(`^/images/${folder}/[a-z-]+\\.svg$`).test(imagePath))
    throw new Error(`Not one of our ${folder} pictures: ${imagePath}`);
  return readFileSync(join(process.cwd(), 'public', imagePath), 'utf8').trim();
};

/**
 * The recipe illustration's SVG markup, read at build time so the page can inline it: the
 * picture then paints with the HTML instead of waiting for a second request (it is the largest
 * thing on a phone's first screen). Only our own files under public/images/recipes are read.
 */
export function recipeArtMarkup(imagePath: string): string {
  return readPublic(imagePath, 'recipes');
}

/**
 * An ingredient's icon, linked with a hash of its content read at build time: the file is
 * served with an immutable cache header (next.config.js), so a phone fetches each icon once
 * (lazily, as it nears the screen) and a changed icon is a new URL.
 */
export function ingredientIconSrc(imagePath: string): string {
  const svg = readPublic(imagePath, 'ingredients');
  return `${imagePath}?v=${createHash('sha256').update(svg).digest('hex').slice(0, 12)}`;
}

export const recipeArt: RecipeArt = { markup: recipeArtMarkup, iconSrc: ingredientIconSrc };
