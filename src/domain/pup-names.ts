/**
 * Pup names within one household must tell the pups apart: plans, boxes and messages are labelled
 * by name. Compared trimmed, case- and space-insensitively ("Biscuit", " biscuit ").
 */
export const pupNameKey = (name: string) =>
  name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

export const duplicateNameMessage = (name: string) =>
  `You already have a pup called ${name.trim()}. Please give each pup a different name.`;

/** Field errors for the names that repeat an earlier one (the first keeps its name). */
export function duplicatePupNames(
  pups: Array<{ key: string; name: string }>,
  taken: string[] = [],
): Record<string, string> {
  const seen = new Set(taken.map(pupNameKey));
  const errors: Record<string, string> = {};
  for (const pup of pups) {
    const key = pupNameKey(pup.name);
    if (!key) continue;
    if (seen.has(key)) errors[pup.key] = duplicateNameMessage(pup.name);
    seen.add(key);
  }
  return errors;
}

/**
 * The names a household's pups hold: every pup's but those whose plans are all cancelled (a new dog
 * may be named after one that is gone). `plans` lists each plan's pup and status; `except` are
 * pups being saved again (their own name is not in their way).
 */
export function takenPupNames(
  pets: ReadonlyArray<{ id: number; name: string }>,
  plans: ReadonlyArray<{ petId: number; status: string }>,
  except: readonly number[] = [],
): string[] {
  return pets
    .filter((pet) => !except.includes(pet.id))
    .filter((pet) => {
      const own = plans.filter((plan) => plan.petId === pet.id);
      return own.length === 0 || own.some((plan) => plan.status !== 'cancelled');
    })
    .map((pet) => pet.name);
}

/** Pluralises "plan" for a list of pup names: "Biscuit's plan", "Biscuit and Mochi's plans". */
export function pupsPlanLabel(names: string[]): string {
  const shown = names.map((name) => name.trim()).filter(Boolean);
  const joined =
    shown.length <= 1
      ? (shown[0] ?? 'your pup')
      : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
  return `${joined}’s ${shown.length > 1 ? 'plans' : 'plan'}`;
}
