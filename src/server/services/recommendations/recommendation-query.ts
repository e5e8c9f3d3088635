import { PET_MESSAGES } from '@/domain/pet-messages';
import { missingFieldMessage } from '@/domain/field-messages';
import { ValidationError } from '@/server/errors';
import { ALLERGENS } from '@/domain/catalog/recipes-data';
import {
  ACTIVITY_LEVELS,
  MAX_WEIGHT_LB,
  MIN_WEIGHT_LB,
  type ActivityLevel,
} from '@/domain/nutrition';
import { ownValue } from '@/domain/own-value';

export const RECOMMENDATION_PARAMS = [
  'pet_id',
  'activity_level',
  'is_neutered',
  'allergies',
  'weight',
  'full_products',
  'coupon_code',
  'portion_size',
  'recommendation_version',
] as const;

export const RECOMMENDATION_VERSIONS = ['1'] as const;

export type RecommendationQuery =
  | { by: 'pet'; petId: number; common: CommonOptions }
  | {
      by: 'profile';
      activityLevel: ActivityLevel;
      isNeutered: boolean;
      allergies: string[];
      weightLb: number;
      /** A dog not yet saved whose birth month is known (the console's Add a pup). */
      ageMonths?: number;
      common: CommonOptions;
    };

export interface CommonOptions {
  fullProducts: boolean;
  couponCode?: string;
  portionSize?: '0.5' | '1.0';
}

const MISSING_INFO = {
  activity_level: `the dog's activity level: ${ACTIVITY_LEVELS.join(', ')}`,
  is_neutered: 'whether the dog is spayed or neutered: true or false',
  weight: `the dog's current weight in pounds, ${MIN_WEIGHT_LB} to ${MAX_WEIGHT_LB}`,
} as const;

const BOOLEAN: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/**
 * Reads the recommendation query: either `pet_id`, or the dog's details (activity_level,
 * is_neutered, weight in pounds, allergies comma-joined). Every problem is reported on its field.
 */
export function parseRecommendationQuery(
  values: Record<string, string | undefined>,
): RecommendationQuery {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  // Spec section 5: a missing field's message carries its path and what it holds, as every
  // other endpoint's does (the yup-validated ones get it from validate()).
  const missing = (field: keyof typeof MISSING_INFO, message: string) =>
    fail(field, missingFieldMessage(message, field, MISSING_INFO[field]));

  const fullProducts =
    values.full_products === undefined ? false : ownValue(BOOLEAN, values.full_products);
  if (fullProducts === undefined) fail('full_products', 'Must be true or false.');
  const portion = values.portion_size;
  if (portion !== undefined && portion !== '0.5' && portion !== '1.0')
    fail('portion_size', "Must be '0.5' or '1.0'.");
  const version = values.recommendation_version;
  if (version !== undefined && !(RECOMMENDATION_VERSIONS as readonly string[]).includes(version)) {
    fail(
      'recommendation_version',
      `Unknown version; supported: ${RECOMMENDATION_VERSIONS.join(', ')}.`,
    );
  }
  const coupon = values.coupon_code;
  if (coupon !== undefined && coupon !== '' && !/^[A-Za-z0-9_-]{1,40}$/.test(coupon))
    fail('coupon_code', 'This offer code is not valid.');
  const common: CommonOptions = {
    fullProducts: fullProducts ?? false,
    couponCode: coupon || undefined,
    portionSize: portion as CommonOptions['portionSize'],
  };

  const profileFields = ['activity_level', 'is_neutered', 'weight', 'allergies'].filter(
    (name) => values[name] !== undefined,
  );
  if (values.pet_id !== undefined) {
    if (!/^[1-9]\d{0,9}$/.test(values.pet_id) || Number(values.pet_id) > 2_147_483_647)
      fail('pet_id', 'A valid pet id is required.');
    if (profileFields.length)
      fail('non_field_errors', "Give either pet_id or the dog's details, not both.");
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return { by: 'pet', petId: Number(values.pet_id), common };
  }

  const activity = values.activity_level;
  if (!activity) missing('activity_level', PET_MESSAGES.activity);
  else if (!(ACTIVITY_LEVELS as readonly string[]).includes(activity))
    fail('activity_level', `Must be one of ${ACTIVITY_LEVELS.join(', ')}.`);

  const neutered =
    values.is_neutered === undefined ? undefined : ownValue(BOOLEAN, values.is_neutered);
  if (values.is_neutered === undefined) missing('is_neutered', PET_MESSAGES.neutered);
  else if (neutered === undefined) fail('is_neutered', 'Must be true or false.');

  const weight =
    values.weight === undefined || values.weight.trim() === '' ? NaN : Number(values.weight);
  if (values.weight === undefined || values.weight.trim() === '')
    missing('weight', PET_MESSAGES.weight);
  else if (!Number.isFinite(weight)) fail('weight', 'Current weight must be a number of pounds.');
  else if (weight < MIN_WEIGHT_LB || weight > MAX_WEIGHT_LB)
    fail('weight', `Current weight must be between ${MIN_WEIGHT_LB} and ${MAX_WEIGHT_LB} lb.`);

  const allergies = (values.allergies ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  const unknown = allergies.filter((item) => !(ALLERGENS as readonly string[]).includes(item));
  if (unknown.length)
    fail('allergies', `Unknown allergies: ${unknown.join(', ')}. Known: ${ALLERGENS.join(', ')}.`);

  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    by: 'profile',
    activityLevel: activity as ActivityLevel,
    isNeutered: neutered!,
    weightLb: weight,
    allergies: [...new Set(allergies)],
    common,
  };
}
