import { allergenConflicts, allergenWarning, type HasAllergens } from '@/server/domain/allergens';

export const ACKNOWLEDGE_ALLERGEN = 'Please confirm the allergy warning to choose it.';

export interface AllergicPet {
  name: string;
  allergies: readonly string[];
}

/**
 * Why the chosen items may not be taken for these pups: one message per item with one of their
 * allergens. Empty when they are safe or the owner acknowledged the warning: a careful shop never
 * takes such food silently, but leaves the owner the last word (a vet may have said it is fine).
 */
export function allergenRefusals(
  items: ReadonlyArray<HasAllergens & { key: string; name: string }>,
  chosen: readonly string[],
  pets: readonly AllergicPet[],
  acknowledged: boolean | undefined,
): string[] {
  if (acknowledged === true) return [];
  return pets.flatMap((pet) =>
    allergenConflicts(items, chosen, pet.allergies).map(
      (conflict) => `${allergenWarning(conflict, pet.name)} ${ACKNOWLEDGE_ALLERGEN}`,
    ),
  );
}
