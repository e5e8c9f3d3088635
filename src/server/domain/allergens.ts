/** What a dog can be allergic to, as recipes list their allergens and the quiz asks. */
export const ALLERGENS = [
  'beef',
  'chicken',
  'turkey',
  'lamb',
  'pork',
  'egg',
  'grain',
  'potato',
  'fish',
  'dairy',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  beef: 'Beef',
  chicken: 'Chicken',
  turkey: 'Turkey',
  lamb: 'Lamb',
  pork: 'Pork',
  egg: 'Egg',
  grain: 'Grains',
  potato: 'Potato',
  fish: 'Fish',
  dairy: 'Dairy',
};
