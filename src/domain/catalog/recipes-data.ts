import { allergensOf, type Allergen } from '@/domain/allergens';

/**
 * The recipe catalogue: the seed writes it to the database, and the statically rendered pages
 * read it at build time, so both show the same recipes and numbers.
 */
export type RecipeKind = 'fresh' | 'dry';

export interface Ingredient {
  key: string;
  name: string;
  description: string;
  image: string;
  /** Allergy keys the ingredient carries; a recipe's allergens are derived from these. */
  allergens: Allergen[];
}

export interface GuaranteedAnalysis {
  crudeProteinMinPct: number;
  crudeFatMinPct: number;
  crudeFiberMaxPct: number;
  moistureMaxPct: number;
}

export interface RecipeData {
  key: string;
  kind: RecipeKind;
  name: string;
  /** Route under /fresh-dog-food/ or /baked-dog-food/. */
  slug: string;
  tagline: string;
  description: string;
  kcalPerKg: number;
  /** Price basis: cents per 1000 kcal. */
  centsPer1000Kcal: number;
  /** Allergy keys this recipe contains: always the union of its ingredients' allergens. */
  allergens: Allergen[];
  ingredients: Ingredient[];
  analysis: GuaranteedAnalysis;
  /** Lower comes first when recommending. */
  rank: number;
  /** A feature flag that must be on for the recipe to be offered. */
  flag?: 'SHOW_LAMB';
}

export { ALLERGENS, type Allergen } from '@/domain/allergens';

const ing = (
  key: string,
  name: string,
  description: string,
  allergens: Allergen[] = [],
): Ingredient => ({
  key,
  name,
  description,
  image: `/images/ingredients/${key}.svg`,
  allergens,
});

const I = {
  beef: ing('beef', 'Beef', 'Lean, grass-fed cuts that bring complete protein, iron and zinc.', [
    'beef',
  ]),
  beefHeart: ing(
    'beef-heart',
    'Beef heart',
    'A muscle meat rich in taurine and CoQ10 for a healthy heart.',
    ['beef'],
  ),
  chicken: ing(
    'chicken',
    'Chicken',
    'Whole breast and thigh meat, gentle on the stomach and full of protein.',
    ['chicken'],
  ),
  chickenLiver: ing(
    'chicken-liver',
    'Chicken liver',
    'Nature’s multivitamin: vitamin A, B12 and folate.',
    ['chicken'],
  ),
  turkey: ing('turkey', 'Turkey', 'A lean, highly digestible protein for sensitive pups.', [
    'turkey',
  ]),
  lamb: ing('lamb', 'Lamb', 'A novel protein for dogs who do best away from poultry.', ['lamb']),
  pork: ing('pork', 'Pork', 'Tender pork loin with B vitamins for steady energy.', ['pork']),
  sweetPotato: ing(
    'sweet-potato',
    'Sweet potato',
    'Slow-burning carbohydrates and fibre for steady digestion.',
    // Not a true potato, but counted as one: owners avoiding potato usually mean both.
    ['potato'],
  ),
  carrot: ing('carrot', 'Carrots', 'Beta-carotene for eyes and coat, and a little crunch.'),
  spinach: ing('spinach', 'Spinach', 'Leafy greens with iron, magnesium and antioxidants.'),
  peas: ing('peas', 'Peas', 'Plant protein and fibre that keep things moving.'),
  rice: ing('rice', 'Brown rice', 'A whole grain that is easy to digest.', ['grain']),
  kale: ing('kale', 'Kale', 'Vitamins K and C with plenty of fibre.'),
  cranberries: ing('cranberries', 'Cranberries', 'A tart berry that supports urinary health.'),
  squash: ing('squash', 'Butternut squash', 'Gentle fibre and potassium.'),
  greenBeans: ing(
    'green-beans',
    'Green beans',
    'Low-calorie crunch for pups watching their weight.',
  ),
  oats: ing('oats', 'Oats', 'Whole-grain oats, baked in for a hearty crunch.', ['grain']),
  egg: ing('egg', 'Egg', 'A complete protein with biotin for skin and coat.', ['egg']),
  fishOil: ing('fish-oil', 'Fish oil', 'Omega-3s for joints, skin and a glossy coat.', ['fish']),
};

const FRESH_ANALYSIS = (protein: number, fat: number): GuaranteedAnalysis => ({
  crudeProteinMinPct: protein,
  crudeFatMinPct: fat,
  crudeFiberMaxPct: 1.5,
  moistureMaxPct: 70,
});

const RECIPE_LIST: Array<Omit<RecipeData, 'allergens'>> = [
  {
    key: 'chicken',
    kind: 'fresh',
    name: 'Fresh Chicken',
    slug: 'chicken',
    tagline: 'Chicken, carrots and brown rice',
    description:
      'Our gentlest recipe: tender chicken slow-cooked with carrots, peas and brown rice.',
    kcalPerKg: 1300,
    centsPer1000Kcal: 520,
    ingredients: [I.chicken, I.chickenLiver, I.carrot, I.peas, I.rice, I.fishOil],
    analysis: FRESH_ANALYSIS(11, 6),
    rank: 1,
  },
  {
    key: 'beef',
    kind: 'fresh',
    name: 'Fresh Beef',
    slug: 'beef',
    tagline: 'Beef, sweet potato and spinach',
    description: 'Hearty beef and beef heart cooked with sweet potato, peas and spinach.',
    kcalPerKg: 1420,
    centsPer1000Kcal: 580,
    ingredients: [I.beef, I.beefHeart, I.sweetPotato, I.peas, I.spinach, I.fishOil],
    analysis: FRESH_ANALYSIS(11, 8),
    rank: 2,
  },
  {
    key: 'turkey',
    kind: 'fresh',
    name: 'Fresh Turkey',
    slug: 'turkey',
    tagline: 'Turkey, cranberries and kale',
    description: 'Lean turkey with cranberries, kale and butternut squash for sensitive stomachs.',
    kcalPerKg: 1250,
    centsPer1000Kcal: 540,
    ingredients: [I.turkey, I.squash, I.kale, I.cranberries, I.carrot, I.fishOil],
    analysis: FRESH_ANALYSIS(10, 5),
    rank: 3,
  },
  {
    key: 'pork',
    kind: 'fresh',
    name: 'Fresh Pork',
    slug: 'pork',
    tagline: 'Pork, squash and green beans',
    description: 'Tender pork loin with butternut squash, green beans and a little egg.',
    kcalPerKg: 1380,
    centsPer1000Kcal: 560,
    ingredients: [I.pork, I.squash, I.greenBeans, I.egg, I.spinach, I.fishOil],
    analysis: FRESH_ANALYSIS(10, 7),
    rank: 4,
  },
  {
    key: 'lamb',
    kind: 'fresh',
    name: 'Fresh Lamb',
    slug: 'lamb',
    tagline: 'Lamb, rice and cranberries',
    description: 'A novel-protein recipe of lamb with brown rice, kale and cranberries.',
    kcalPerKg: 1480,
    centsPer1000Kcal: 640,
    ingredients: [I.lamb, I.rice, I.kale, I.cranberries, I.carrot, I.fishOil],
    analysis: FRESH_ANALYSIS(10, 9),
    rank: 5,
    flag: 'SHOW_LAMB',
  },
  {
    key: 'baked-chicken',
    kind: 'dry',
    name: 'Baked Chicken',
    slug: 'chicken',
    tagline: 'Slow-baked chicken and oats',
    description:
      'Real chicken slow-baked with oats and sweet potato into a crunchy, shelf-stable bowl.',
    kcalPerKg: 3650,
    centsPer1000Kcal: 260,
    ingredients: [I.chicken, I.oats, I.sweetPotato, I.egg, I.carrot, I.fishOil],
    analysis: {
      crudeProteinMinPct: 26,
      crudeFatMinPct: 14,
      crudeFiberMaxPct: 5,
      moistureMaxPct: 10,
    },
    rank: 1,
  },
  {
    key: 'baked-beef',
    kind: 'dry',
    name: 'Baked Beef',
    slug: 'beef',
    tagline: 'Slow-baked beef and sweet potato',
    description: 'Beef slow-baked with sweet potato, peas and spinach for a hearty crunch.',
    kcalPerKg: 3700,
    centsPer1000Kcal: 280,
    ingredients: [I.beef, I.sweetPotato, I.peas, I.spinach, I.carrot, I.fishOil],
    analysis: {
      crudeProteinMinPct: 25,
      crudeFatMinPct: 15,
      crudeFiberMaxPct: 5,
      moistureMaxPct: 10,
    },
    rank: 2,
  },
];

/** Allergens come from the ingredients, so a recipe can never leave one out (fish oil included). */
export const RECIPES: RecipeData[] = RECIPE_LIST.map((recipe) => ({
  ...recipe,
  allergens: allergensOf(recipe.ingredients),
}));
