import { describe, expect, it } from 'vitest';
import { ADDONS } from '@/domain/catalog/addons-data';
import { RECIPES } from '@/domain/catalog/recipes-data';
import {
  ALLERGENS,
  allergenConflicts,
  allergenNotices,
  allergenTag,
  allergensIn,
  allergensOf,
  allergenWarning,
  containsAllergen,
  listAllergens,
  safeFor,
} from './allergens';

const recipe = (key: string) => RECIPES.find((item) => item.key === key)!;
const addon = (key: string) => ADDONS.find((item) => item.key === key)!;

describe('allergensIn / containsAllergen', () => {
  it.each([
    [{ allergens: ['chicken', 'grain'] }, ['chicken', 'beef'], ['chicken']],
    [{ allergens: ['beef', 'potato'] }, ['chicken', 'beef'], ['beef']],
    [{ allergens: ['turkey', 'fish'] }, ['chicken', 'beef'], []],
    [{ allergens: ['chicken', 'beef'] }, ['BEEF', ' chicken '], ['beef', 'chicken']],
    [{ allergens: [] }, ['chicken'], []],
    [{ allergens: ['chicken'] }, [], []],
    // Only the shop's allergens count, on either side.
    [{ allergens: ['chocolate', 'egg'] }, ['Chocolate'], []],
    [{ allergens: ['chocolate', 'egg'] }, ['chocolate', ' EGG'], ['egg']],
  ])('%j for a dog allergic to %j contains %j', (item, allergies, expected) => {
    expect(allergensIn(item, allergies)).toEqual(expected);
    expect(containsAllergen(item, allergies)).toBe(expected.length > 0);
    expect(safeFor([item], allergies)).toEqual(expected.length > 0 ? [] : [item]);
  });

  it('keeps only safe items, in order', () => {
    const safe = safeFor(RECIPES, ['chicken', 'beef']).map((item) => item.key);
    expect(safe).toEqual(['turkey', 'pork', 'lamb']);
  });
});

describe('allergenConflicts and the warning', () => {
  it('lists the chosen items with the dog’s allergens, and nothing else', () => {
    const items = [
      { key: 'chickenjerky', name: 'Chicken Jerky Strips', allergens: ['chicken'] },
      { key: 'beefjerky', name: 'Beef Jerky Strips', allergens: ['beef'] },
      { key: 'turkeyjerky', name: 'Turkey Jerky Strips', allergens: ['turkey'] },
    ];
    expect(allergenConflicts(items, ['chickenjerky', 'turkeyjerky'], ['chicken', 'beef'])).toEqual([
      { key: 'chickenjerky', name: 'Chicken Jerky Strips', allergens: ['chicken'] },
    ]);
  });

  it.each([
    [[], ''],
    [['chicken'], 'chicken'],
    [['chicken', 'beef'], 'chicken and beef'],
    [['chicken', 'beef', 'grain'], 'chicken, beef and grains'],
  ])('lists %j as “%s”', (allergens, text) => {
    expect(listAllergens(allergens)).toBe(text);
  });

  it('says what the item contains and who is allergic', () => {
    expect(
      allergenWarning({ key: 'chicken', name: 'Fresh Chicken', allergens: ['chicken'] }, 'Rex'),
    ).toBe('Fresh Chicken contains chicken, which Rex is allergic to.');
  });
});

describe('the catalogue’s allergens', () => {
  it('derives every recipe’s allergens from its ingredients', () => {
    for (const item of RECIPES) expect(item.allergens).toEqual(allergensOf(item.ingredients));
  });

  it.each([
    ['chicken', ['chicken', 'grain', 'fish']],
    ['beef', ['beef', 'potato', 'fish']],
    ['turkey', ['turkey', 'fish']],
    ['baked-chicken', ['chicken', 'egg', 'grain', 'potato', 'fish']],
    ['baked-beef', ['beef', 'potato', 'fish']],
  ])('%s contains %j', (key, allergens) => {
    expect([...recipe(key).allergens].sort()).toEqual([...allergens].sort());
  });

  it.each([
    ['beefjerky', ['beef']],
    ['chickenjerky', ['chicken']],
    ['turkeyjerky', ['turkey']],
    ['sweetpotatoes', ['potato']],
    ['zoomies', ['shellfish']],
    ['bellyrubs', []],
    ['chillpills', []],
  ])('add-on %s contains %j', (key, allergens) => {
    expect(addon(key).allergens).toEqual(allergens);
  });

  it('names only known allergens', () => {
    for (const item of [...RECIPES, ...ADDONS])
      for (const allergen of item.allergens)
        expect(ALLERGENS as readonly string[]).toContain(allergen);
  });
});

describe('allergenNotices and allergenTag', () => {
  const items = [
    { key: 'chickenjerky', name: 'Chicken Jerky Strips', allergens: ['chicken'] },
    { key: 'turkeyjerky', name: 'Turkey Jerky Strips', allergens: ['turkey'] },
  ];
  const pups = [
    { name: 'Rex', allergies: ['chicken', 'beef'] },
    { name: 'Mochi', allergies: ['chicken'] },
  ];

  it('warns once per chosen item, naming every pup allergic to it', () => {
    expect(allergenNotices(items, ['chickenjerky', 'turkeyjerky'], pups)).toEqual([
      {
        key: 'chickenjerky',
        name: 'Chicken Jerky Strips',
        text: 'Chicken Jerky Strips contains chicken, which Rex is allergic to. Chicken Jerky Strips contains chicken, which Mochi is allergic to.',
      },
    ]);
    expect(allergenNotices(items, [], pups)).toEqual([]);
  });

  it('tags an item with what the pups must avoid, and a safe one with nothing', () => {
    expect(allergenTag({ allergens: ['chicken', 'beef', 'grain'] }, pups)).toBe(
      'Contains beef and chicken',
    );
    expect(allergenTag(items[1]!, pups)).toBeNull();
  });
});
