/**
 * Each recipe's batch formula: the share of the cooked weight, in percent, that each of its
 * ingredients makes up, listed in the recipe's own ingredient order (heaviest first, as a label
 * lists them). The catalogue (recipes-data.ts) names the ingredients but not their weights, and
 * production planning needs them to turn kilograms of a recipe into kilograms of meat and
 * vegetables to order and prepare. These are the kitchen's batch sheets as the shop keeps them;
 * when the kitchen changes a formula it changes here, and recipe-formulas.test.ts checks that
 * every recipe has one naming exactly its ingredients and adding up to 100.
 */
export const RECIPE_FORMULAS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  chicken: {
    chicken: 52,
    'chicken-liver': 10,
    carrot: 12,
    peas: 10,
    rice: 15,
    'fish-oil': 1,
  },
  beef: {
    beef: 50,
    'beef-heart': 12,
    'sweet-potato': 18,
    peas: 9,
    spinach: 10,
    'fish-oil': 1,
  },
  turkey: {
    turkey: 55,
    squash: 18,
    kale: 10,
    cranberries: 4,
    carrot: 12,
    'fish-oil': 1,
  },
  pork: {
    pork: 52,
    squash: 18,
    'green-beans': 12,
    egg: 8,
    spinach: 9,
    'fish-oil': 1,
  },
  lamb: {
    lamb: 52,
    rice: 20,
    kale: 10,
    cranberries: 4,
    carrot: 13,
    'fish-oil': 1,
  },
  'baked-chicken': {
    chicken: 40,
    oats: 30,
    'sweet-potato': 15,
    egg: 8,
    carrot: 6,
    'fish-oil': 1,
  },
  'baked-beef': {
    beef: 40,
    'sweet-potato': 28,
    peas: 16,
    spinach: 8,
    carrot: 7,
    'fish-oil': 1,
  },
};
