import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { ALLERGENS } from '@/domain/allergens';
import {
  ACTIVITY_LEVELS,
  MAX_WEIGHT_LB,
  MIN_WEIGHT_LB,
  type ActivityLevel,
} from '@/domain/nutrition';
import { OLDEST_BIRTH_YEAR, PET_MESSAGES, pupNameProblem } from '@/domain/pet-messages';

export { OLDEST_BIRTH_YEAR, PET_MESSAGES };

/**
 * A pup as the quiz asks for it and the pets API stores it: one schema for both, with the spec's
 * messages (section 5). Labels say what a field holds: the API adds them to missing-field messages.
 */

const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

export const petSchema = object({
  name: string()
    .trim()
    .label('the pup’s name')
    .required(PET_MESSAGES.name)
    .max(40, 'Please keep the name under 40 characters.')
    .test('pup-name', (value, context) => {
      const problem = pupNameProblem(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  weight: number()
    .label('current weight in pounds')
    .transform(emptyToUndefined)
    .typeError(PET_MESSAGES.weight)
    .required(PET_MESSAGES.weight)
    .min(MIN_WEIGHT_LB, `Weight must be between ${MIN_WEIGHT_LB} and ${MAX_WEIGHT_LB} lbs.`)
    .max(MAX_WEIGHT_LB, `Weight must be between ${MIN_WEIGHT_LB} and ${MAX_WEIGHT_LB} lbs.`),
  activity_level: mixed<(typeof ACTIVITY_LEVELS)[number]>()
    .label(`one of ${ACTIVITY_LEVELS.join(', ')}`)
    .transform(emptyToUndefined)
    .required(PET_MESSAGES.activity)
    .oneOf([...ACTIVITY_LEVELS], PET_MESSAGES.activity),
  is_neutered: boolean()
    .label('true or false')
    .transform(emptyToUndefined)
    .typeError(PET_MESSAGES.neutered)
    .required(PET_MESSAGES.neutered),
  birth_year: number()
    .label('four-digit year')
    .transform(emptyToUndefined)
    .typeError(PET_MESSAGES.birthYear)
    .required(PET_MESSAGES.birthYear)
    .integer(PET_MESSAGES.birthYear)
    .min(OLDEST_BIRTH_YEAR, PET_MESSAGES.birthYear)
    .test('not-future-year', 'Birth year can’t be in the future.', (year) =>
      // The reader's calendar (browser or server): a test clock could only move a year's edge.
      // eslint-disable-next-line shop/no-real-clock
      year === undefined ? true : year <= new Date().getFullYear(),
    ),
  birth_month: number()
    .label('month number, 1 to 12')
    .transform(emptyToUndefined)
    .typeError(PET_MESSAGES.birthMonth)
    .required(PET_MESSAGES.birthMonth)
    .integer(PET_MESSAGES.birthMonth)
    .min(1, PET_MESSAGES.birthMonth)
    .max(12, PET_MESSAGES.birthMonth)
    .test('not-future-month', 'Birth month can’t be in the future.', (month, context) => {
      const year = context.parent.birth_year as number | undefined;
      // eslint-disable-next-line shop/no-real-clock -- as for birth_year: the reader's calendar
      const now = new Date();
      if (month === undefined || year !== now.getFullYear()) return true;
      return month <= now.getMonth() + 1;
    }),
  allergies: array(
    string()
      .oneOf([...ALLERGENS], 'Please choose allergies from the list.')
      .defined(),
  )
    .max(ALLERGENS.length)
    .default([]),
});

export type PetInput = InferType<typeof petSchema>;

/** A pup as the API shows it, with the calories a day it needs. */
export interface PetView {
  id: number;
  name: string;
  weight: number;
  activity_level: ActivityLevel;
  is_neutered: boolean;
  birth_year: number | null;
  birth_month: number | null;
  allergies: string[];
  kcalories_per_day: number;
}
