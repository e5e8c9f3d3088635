import { allergenNotices, type AllergicPup, type HasAllergens } from '@/domain/allergens';

export const ACKNOWLEDGE_ALLERGEN = 'Please confirm the allergy warning to choose it.';

/**
 * Why the chosen items may not be taken for these pups: one message per item with one of their
 * allergens. Empty when they are safe or the owner acknowledged the warning: a careful shop never
 * takes such food silently, but leaves the owner the last word (a vet may have said it is fine).
 */
export function allergenRefusals(
  items: ReadonlyArray<HasAllergens & { key: string; name: string }>,
  chosen: readonly string[],
  pups: readonly AllergicPup[],
  acknowledged: boolean | undefined,
): string[] {
  if (acknowledged === true) return [];
  return allergenNotices(items, chosen, pups).map(
    (notice) => `${notice.text} ${ACKNOWLEDGE_ALLERGEN}`,
  );
}
