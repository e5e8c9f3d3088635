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
 * An ingredient's icon (a few hundred bytes of SVG) as a data: URL, read at build time. As six
 * files they were six requests, mostly headers, that a phone's slow link fetched before the
 * page's scripts had arrived (the lazy-loading distance is large on slow links); inline, they
 * cost about a kilobyte of the compressed HTML and no request.
 */
export function ingredientIconSrc(imagePath: string): string {
  return `data:image/svg+xml,${encodeURIComponent(readPublic(imagePath, 'ingredients'))}`;
}

export const recipeArt: RecipeArt = { markup: recipeArtMarkup, iconSrc: ingredientIconSrc };
