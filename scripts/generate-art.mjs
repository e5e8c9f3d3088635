// Generates the shop's original flat SVG art into public/images from the catalogue itself:
// each recipe drawn with its real ingredients, an icon per ingredient, and a packshot for every
// treat and supplement. Run with `node --import tsx scripts/generate-art.mjs` (it reads the TypeScript catalogue); the outputs are committed
// (src/features/catalog/product-art.test.ts checks them against the catalogue).
import { mkdirSync, writeFileSync } from 'node:fs';
import { ADDONS } from '../src/domain/catalog/addons-data.ts';
import { RECIPES } from '../src/domain/catalog/recipes-data.ts';
import { INGREDIENT_SHAPES, placeIngredient } from './art/ingredient-shapes.mjs';
import { productSvg } from './art/product-art.mjs';
import { recipeSvg } from './art/recipe-art.mjs';

const out = (dir) => {
  mkdirSync(`public/images/${dir}`, { recursive: true });
  return (name, svg) => writeFileSync(`public/images/${dir}/${name}.svg`, svg);
};

const ingredients = out('ingredients');
for (const key of Object.keys(INGREDIENT_SHAPES))
  ingredients(
    key,
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="31" fill="#f7f1e6"/>${placeIngredient(key, 32, 32, 1.1)}</svg>\n`,
  );

const recipes = out('recipes');
const menu = out('menu');
for (const recipe of RECIPES) {
  const name = `${recipe.kind === 'fresh' ? 'fresh' : 'baked'}-${recipe.slug}`;
  recipes(name, recipeSvg(recipe));
  menu(name, recipeSvg(recipe, 96, 72));
}

const products = out('products');
for (const addon of ADDONS) products(addon.key, productSvg(addon));
// The menu's category cards show a typical bag and jar.
menu('treats', productSvg(ADDONS.find((addon) => addon.key === 'beefjerky')));
menu('supplements', productSvg(ADDONS.find((addon) => addon.key === 'zoomies')));
console.info('Art written to public/images/{recipes,menu,ingredients,products}');
