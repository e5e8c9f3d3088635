import { describe, expect, it } from 'vitest';
import { productCategories } from './product-menu-data';

describe('the mobile menu’s product cards', () => {
  it('count the proteins on sale: lamb only while SHOW_LAMB is on', () => {
    expect(productCategories(false)[0]!.description).toBe('Gently cooked meals, four proteins.');
    expect(productCategories(true)[0]!.description).toBe('Gently cooked meals, five proteins.');
    expect(productCategories(false)[1]!.description).toBe('Slow-baked crunch, two proteins.');
  });
});
