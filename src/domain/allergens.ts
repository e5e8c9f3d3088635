import { ownValue } from './own-value';
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
  'shellfish',
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
  shellfish: 'Shellfish',
  dairy: 'Dairy',
};

/** Anything sold to eat: a recipe, a treat, a supplement. */
export interface HasAllergens {
  allergens: readonly string[];
}

/**
 * The one allergy rule of the shop, used by recommendations, the cart, plan changes and every
 * screen: the dog's allergies an item contains, in the catalogue's order. Empty means safe.
 */
export function allergensIn(item: HasAllergens, allergies: readonly string[]): Allergen[] {
  const avoid = new Set(allergies.map((allergy) => allergy.trim().toLowerCase()));
  const contained = new Set(item.allergens);
  return ALLERGENS.filter((allergen) => avoid.has(allergen) && contained.has(allergen));
}

export function containsAllergen(item: HasAllergens, allergies: readonly string[]): boolean {
  return allergensIn(item, allergies).length > 0;
}

const KNOWN: ReadonlySet<string> = new Set(ALLERGENS);

/** The items a dog may be offered by default: none of its allergens, order kept. */
export function safeFor<T extends HasAllergens>(items: readonly T[], allergies: readonly string[]) {
  // containsAllergen for each item, with the dog's allergies read once rather than per item:
  // recommendations ask this a dozen times per request.
  const avoid = new Set(allergies.map((allergy) => allergy.trim().toLowerCase()));
  return items.filter(
    (item) => !item.allergens.some((allergen) => avoid.has(allergen) && KNOWN.has(allergen)),
  );
}

/** The union of some items' allergens (a recipe's from its ingredients), in the catalogue order. */
export function allergensOf(items: readonly HasAllergens[]): Allergen[] {
  const all = new Set(items.flatMap((item) => item.allergens));
  return ALLERGENS.filter((allergen) => all.has(allergen));
}

export interface AllergenConflict {
  key: string;
  name: string;
  /** The dog's allergens the item contains. */
  allergens: Allergen[];
}

/** Of the chosen items, those with one of the dog's allergens: each needs the owner's consent. */
export function allergenConflicts(
  items: ReadonlyArray<HasAllergens & { key: string; name: string }>,
  chosen: readonly string[],
  allergies: readonly string[],
): AllergenConflict[] {
  const picked = new Set(chosen);
  return items.flatMap((item) => {
    if (!picked.has(item.key)) return [];
    const allergens = allergensIn(item, allergies);
    return allergens.length ? [{ key: item.key, name: item.name, allergens }] : [];
  });
}

/** 'chicken', 'chicken and beef', 'chicken, beef and egg'. */
export function listAllergens(allergens: readonly string[]): string {
  const words = allergens.map((allergen) =>
    (ownValue<string>(ALLERGEN_LABELS, allergen) ?? allergen).toLowerCase(),
  );
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The warning an owner reads (and must acknowledge) before choosing such an item. */
export function allergenWarning(conflict: AllergenConflict, petName: string): string {
  return `${conflict.name} contains ${listAllergens(conflict.allergens)}, which ${petName} is allergic to.`;
}

export interface AllergicPup {
  name: string;
  allergies: readonly string[];
}

export interface AllergenNotice {
  key: string;
  name: string;
  /** One sentence per pup allergic to it. */
  text: string;
}

/** The warnings for chosen items, one per item however many pups it concerns. */
export function allergenNotices(
  items: ReadonlyArray<HasAllergens & { key: string; name: string }>,
  chosen: readonly string[],
  pups: readonly AllergicPup[],
): AllergenNotice[] {
  return items.flatMap((item) => {
    const sentences = pups.flatMap((pup) =>
      allergenConflicts([item], chosen, pup.allergies).map((conflict) =>
        allergenWarning(conflict, pup.name),
      ),
    );
    return sentences.length ? [{ key: item.key, name: item.name, text: sentences.join(' ') }] : [];
  });
}

/** What an item's label says about the pups' allergens ('Contains chicken'), or null if safe. */
export function allergenTag(item: HasAllergens, pups: readonly AllergicPup[]): string | null {
  const allergens = allergensIn(
    item,
    pups.flatMap((pup) => pup.allergies),
  );
  return allergens.length ? `Contains ${listAllergens(allergens)}` : null;
}

/** A pup's allergies as the warehouse reads them: labels, in the catalogue's order. */
export function allergyLabels(allergies: readonly string[]): string[] {
  const known = ALLERGENS.filter((allergen) => allergies.includes(allergen)).map(
    (allergen) => ALLERGEN_LABELS[allergen],
  );
  const other = allergies.filter((allergy) => !(ALLERGENS as readonly string[]).includes(allergy));
  return [...known, ...other];
}
