import { RECIPES, type RecipeKind } from '@/domain/catalog/recipes-data';
import type { CategoryCard } from '../menus/slide-down-menu';
import type { PanelSectionProps } from '../slide-out-panel/panel-section';

// The product menus' contents, apart from the main menu (menu-data.ts): only the menus, which
// load when opened, need them, so they stay out of every page's first load.

const img = (name: string) => `/images/menu/${name}.svg`;

const PATHS: Record<RecipeKind, string> = { fresh: '/fresh-dog-food/', dry: '/baked-dog-food/' };
const ORDER = ['beef', 'chicken', 'turkey', 'lamb', 'pork'];

/**
 * The recipes both product menus list, from the catalogue, so the desktop panel and the mobile
 * cards can never disagree. Lamb is listed whatever SHOW_LAMB says: its page tells whether it can
 * be ordered yet.
 */
export function menuRecipes(kind: RecipeKind) {
  return RECIPES.filter((recipe) => recipe.kind === kind)
    .sort((a, b) => ORDER.indexOf(a.slug) - ORDER.indexOf(b.slug))
    .map((recipe) => ({
      text: recipe.name,
      href: `${PATHS[kind]}${recipe.slug}/`,
      image: img(`${kind === 'fresh' ? 'fresh' : 'baked'}-${recipe.slug}`),
    }));
}

export function productSections(): PanelSectionProps[] {
  return [
    {
      title: 'Fresh Recipes',
      description: 'Gently cooked, human-grade meals portioned for your pup.',
      links: menuRecipes('fresh'),
      cta: { href: PATHS.fresh, label: 'See all fresh recipes' },
    },
    {
      title: 'Baked Recipes',
      description: 'Slow-baked in small batches for a crunchy, shelf-stable bowl.',
      links: menuRecipes('dry'),
      cta: { href: PATHS.dry, label: 'See all baked recipes' },
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

/** 'five proteins': as many as the menus list (the desktop panel names each of them). */
function proteinsListed(kind: RecipeKind): string {
  const count = menuRecipes(kind).length;
  return `${WORDS[count] ?? count} protein${count === 1 ? '' : 's'}`;
}

/** The slide-down cards of the mobile menu's Our Products, counting what the menus list. */
export function productCategories(): CategoryCard[] {
  return [
    {
      header: 'Fresh Recipes',
      description: `Gently cooked meals, ${proteinsListed('fresh')}.`,
      image: img('fresh-beef'),
      button: { text: 'See all', href: '/fresh-dog-food/', label: 'See all fresh recipes' },
    },
    {
      header: 'Baked Recipes',
      description: `Slow-baked crunch, ${proteinsListed('dry')}.`,
      image: img('baked-chicken'),
      button: { text: 'See all', href: '/baked-dog-food/', label: 'See all baked recipes' },
    },
    ...EXTRAS,
  ];
}
