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
