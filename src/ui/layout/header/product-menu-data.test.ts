import { describe, expect, it } from 'vitest';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { menuRecipes, productCategories, productSections } from './product-menu-data';

describe('the product menus', () => {
  it('count on the phone as many proteins as the desktop panel lists, from the catalogue', () => {
    const [fresh, baked] = productSections();
    const freshCount = RECIPES.filter((recipe) => recipe.kind === 'fresh').length;
    expect(fresh!.links).toHaveLength(freshCount);
    expect(baked!.links).toHaveLength(RECIPES.filter((recipe) => recipe.kind === 'dry').length);
    expect(productCategories()[0]!.description).toBe('Gently cooked meals, five proteins.');
    expect(productCategories()[1]!.description).toBe('Slow-baked crunch, two proteins.');
  });

  it('link each recipe to its page with its picture', () => {
    expect(menuRecipes('fresh').map((link) => link.text)).toEqual([
      'Fresh Beef',
      'Fresh Chicken',
      'Fresh Turkey',
      'Fresh Lamb',
      'Fresh Pork',
    ]);
    expect(menuRecipes('dry')[0]).toEqual({
      text: 'Baked Beef',
      href: '/baked-dog-food/beef/',
      image: '/images/menu/baked-beef.svg',
    });
  });
});
