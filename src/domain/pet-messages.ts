/** The quiz's pup messages (spec section 5), kept free of the validation library for light pages. */
export const PET_MESSAGES = {
  name: 'Name is required.',
  weight: 'Current weight is required.',
  activity: 'Activity level is required.',
  neutered: 'Spayed/Neutered status is required.',
  birthYear: 'Birth year is required.',
  birthMonth: 'Birth month is required.',
} as const;

export const OLDEST_BIRTH_YEAR = 1995;

export const PUP_NAME_LETTERS =
  'Please use letters in your pup’s name (numbers, spaces and - ’ . & may follow).';

/**
 * Why a pup's name cannot be used, if it cannot: it must hold a letter (in any alphabet) and
 * nothing beyond letters, digits, spaces and the marks names carry ("Mr. Biscuit", "K-9",
 * "Salt & Pepper"). "12345" or "<script>" is not a name, and it is printed on box labels.
 */
export function pupNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return undefined;
  const allowed = /^[\p{L}\p{M}\p{N} '’.&-]+$/u.test(trimmed);
  return allowed && /\p{L}/u.test(trimmed) ? undefined : PUP_NAME_LETTERS;
}
