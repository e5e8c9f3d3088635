import {
  allergenNotices,
  type AllergenNotice,
  type AllergicPup,
  type HasAllergens,
} from '@/domain/allergens';

/** A recipe or add-on as the screens know it from the catalogue. */
export interface AllergenItem extends HasAllergens {
  key: string;
  name: string;
}

interface ChoiceWithConsent {
  selection: { fresh: string[]; dry: string[] };
  /** Recipes whose allergy warning the owner acknowledged. */
  acknowledged?: string[];
}

/** The allergy warnings of a pup's chosen recipes. */
export function recipeNotices(
  choice: ChoiceWithConsent,
  recipes: readonly AllergenItem[],
  pup: AllergicPup,
): AllergenNotice[] {
  return allergenNotices(recipes, [...choice.selection.fresh, ...choice.selection.dry], [pup]);
}

/** The warnings the owner has not acknowledged yet. */
export function pendingNotices(notices: AllergenNotice[], acknowledged: readonly string[] = []) {
  return notices.filter((notice) => !acknowledged.includes(notice.key));
}

/** Whether a choice still holds a recipe with the pup's allergen the owner has not agreed to. */
export function choiceNeedsConsent(
  choice: ChoiceWithConsent,
  recipes: readonly AllergenItem[],
  pup: AllergicPup,
): boolean {
  return pendingNotices(recipeNotices(choice, recipes, pup), choice.acknowledged).length > 0;
}

export function acknowledge(list: readonly string[], key: string, yes: boolean): string[] {
  const without = list.filter((item) => item !== key);
  return yes ? [...without, key] : without;
}

/**
 * The refusal when warnings are still open, naming the items themselves ('… for Chicken Jerky
 * Strips.'), so the owner knows which checkbox to find; null when none is open.
 */
export function consentRefusal(pending: readonly AllergenNotice[]): string | null {
  const names = [...new Set(pending.map((notice) => notice.name))];
  if (!names.length) return null;
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Please confirm the allergy warning for ${list}.`;
}
