/**
 * How many calories a dog needs a day.
 *
 * Resting energy requirement RER = 70 × (body weight in kg)^0.75 kcal/day, and the daily need is
 * RER × a life-stage factor: intact adult 1.8, neutered adult 1.6, puppy under 4 months 3.0,
 * puppy from 4 months to adulthood 2.0. Sources: National Research Council, "Nutrient
 * Requirements of Dogs and Cats" (2006), ch. 3; WSAVA Global Nutrition Committee, "Calculating
 * calorie needs" toolkit. The adult factor is then scaled by activity level; puppies' growth
 * factor already dominates, so activity does not change it. Owners may adjust portions.
 */
export const ACTIVITY_LEVELS = ['low', 'normal', 'high'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const ACTIVITY_MULTIPLIER: Record<ActivityLevel, number> = {
  low: 0.85,
  normal: 1,
  high: 1.2,
};

/**
 * The owner's look at the pup's body at a check-in, in three plain steps of the 9-point body
 * condition score (WSAVA Global Nutrition Committee, "Body Condition Score" chart: 1–3 too thin,
 * 4–5 ideal, 6–7 overweight). Feeding changes by 10% a step and the dog is weighed again in a few
 * weeks: the stepwise adjustment the AAHA Weight Management Guidelines for Dogs and Cats
 * (Brooks et al., JAAHA 50(1), 2014) advise, rather than a jump to a target weight's calories.
 * A dog heavier than "a little" is a case for the vet, not for a portion slider.
 */
export const BODY_CONDITIONS = ['too_thin', 'just_right', 'a_little_heavy'] as const;
export type BodyCondition = (typeof BODY_CONDITIONS)[number];

export const BODY_CONDITION_FACTOR: Record<BodyCondition, number> = {
  too_thin: 1.1,
  just_right: 1,
  a_little_heavy: 0.9,
};

export const BODY_CONDITION_LABELS: Record<BodyCondition, string> = {
  too_thin: 'Too thin',
  just_right: 'Just right',
  a_little_heavy: 'A little heavy',
};

export const LB_TO_KG = 0.45359237;
export const MEALS_PER_DAY = 2;
export const MIN_WEIGHT_LB = 1;
export const MAX_WEIGHT_LB = 250;
/** Dogs are treated as adults from their first birthday. */
export const ADULT_AGE_MONTHS = 12;

export interface DogProfile {
  weightLb: number;
  activityLevel: ActivityLevel;
  isNeutered: boolean;
  /** Unknown age is treated as adult. */
  ageMonths?: number;
  /** Unknown (no check-in yet) is treated as just right. */
  bodyCondition?: BodyCondition | null;
}

export function restingEnergyKcal(weightKg: number): number {
  return 70 * weightKg ** 0.75;
}

export function lifeStageFactor({
  activityLevel,
  isNeutered,
  ageMonths,
}: Omit<DogProfile, 'weightLb' | 'bodyCondition'>): number {
  if (ageMonths !== undefined && ageMonths < 4) return 3.0;
  if (ageMonths !== undefined && ageMonths < ADULT_AGE_MONTHS) return 2.0;
  return (isNeutered ? 1.6 : 1.8) * ACTIVITY_MULTIPLIER[activityLevel];
}

/** Whole kcal a day. Throws for weights outside what the shop can feed. */
export function dailyCalories(profile: DogProfile): number {
  const { weightLb } = profile;
  if (!Number.isFinite(weightLb) || weightLb < MIN_WEIGHT_LB || weightLb > MAX_WEIGHT_LB) {
    throw new RangeError(`Weight must be between ${MIN_WEIGHT_LB} and ${MAX_WEIGHT_LB} lb`);
  }
  const body = BODY_CONDITION_FACTOR[profile.bodyCondition ?? 'just_right'];
  return Math.round(restingEnergyKcal(weightLb * LB_TO_KG) * lifeStageFactor(profile) * body);
}

/** Per meal, with the day split into MEALS_PER_DAY meals. Never confuse it with the daily figure. */
export function caloriesPerMeal(kcalPerDay: number): number {
  return Math.round(kcalPerDay / MEALS_PER_DAY);
}

/** Age in whole months on a given date, from a birth year and month (1–12). */
export function ageInMonths(birthYear: number, birthMonth: number, today: Date): number {
  return Math.max(
    0,
    (today.getUTCFullYear() - birthYear) * 12 + (today.getUTCMonth() + 1 - birthMonth),
  );
}

/** Puppies are still growing until their first birthday: they get a monthly check-in. */
export function isGrowing(ageMonths: number | undefined): boolean {
  return ageMonths !== undefined && ageMonths < ADULT_AGE_MONTHS;
}
