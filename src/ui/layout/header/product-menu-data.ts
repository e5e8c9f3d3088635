import { RECIPES, type RecipeKind } from '@/domain/catalog/recipes-data';
import type { CategoryCard } from '../menus/slide-down-menu';
import type { PanelSectionProps } from '../slide-out-panel/panel-section';

// The product menus' contents, apart from the main menu (menu-data.ts): only the menus, which
// load when opened, need them, so they stay out of every page's first load.

const img = (name: string) => `/images/menu/${name}.svg`;

/** Lamb is listed whatever SHOW_LAMB says: its page tells whether it can be ordered yet. */
export function productSections(): PanelSectionProps[] {
  const fresh = [
    { text: 'Fresh Beef', href: '/fresh-dog-food/beef/', image: img('fresh-beef') },
    { text: 'Fresh Chicken', href: '/fresh-dog-food/chicken/', image: img('fresh-chicken') },
    { text: 'Fresh Turkey', href: '/fresh-dog-food/turkey/', image: img('fresh-turkey') },
    { text: 'Fresh Lamb', href: '/fresh-dog-food/lamb/', image: img('fresh-lamb') },
    { text: 'Fresh Pork', href: '/fresh-dog-food/pork/', image: img('fresh-pork') },
  ];
  return [
    {
      title: 'Fresh Recipes',
      description: 'Gently cooked, human-grade meals portioned for your pup.',
      links: fresh,
      cta: { href: '/fresh-dog-food/', label: 'See all fresh recipes' },
    },
    {
      title: 'Baked Recipes',
      description: 'Slow-baked in small batches for a crunchy, shelf-stable bowl.',
      links: [
        { text: 'Baked Beef', href: '/baked-dog-food/beef/', image: img('baked-beef') },
        { text: 'Baked Chicken', href: '/baked-dog-food/chicken/', image: img('baked-chicken') },
      ],
      cta: { href: '/baked-dog-food/', label: 'See all baked recipes' },
    },
  ];
}

export const EXTRAS: CategoryCard[] = [
  {
    header: 'Treats',
    description: 'Single-ingredient jerky, chews and crunchy bites.',
    image: img('treats'),
    button: { text: 'View', href: '/dog-treats/', label: 'View treats' },
  },
  {
    header: 'Supplements',
    description: 'Daily support for joints, calm and digestion.',
    image: img('supplements'),
    button: { text: 'View', href: '/dog-supplements/', label: 'View supplements' },
  },
];

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** 'four proteins': the recipes of a kind that can be ordered now (lamb only with SHOW_LAMB). */
function proteinsOnSale(kind: RecipeKind, showLamb: boolean): string {
  const count = RECIPES.filter(
    (recipe) => recipe.kind === kind && (!recipe.flag || (recipe.flag === 'SHOW_LAMB' && showLamb)),
  ).length;
  return `${WORDS[count] ?? count} protein${count === 1 ? '' : 's'}`;
}

/** The slide-down cards of the mobile menu's Our Products, counting what is on sale. */
export function productCategories(showLamb: boolean): CategoryCard[] {
  return [
    {
      header: 'Fresh Recipes',
      description: `Gently cooked meals, ${proteinsOnSale('fresh', showLamb)}.`,
      image: img('fresh-beef'),
      button: { text: 'See all', href: '/fresh-dog-food/', label: 'See all fresh recipes' },
    },
    {
      header: 'Baked Recipes',
      description: `Slow-baked crunch, ${proteinsOnSale('dry', showLamb)}.`,
      image: img('baked-chicken'),
      button: { text: 'See all', href: '/baked-dog-food/', label: 'See all baked recipes' },
    },
    ...EXTRAS,
  ];
}
