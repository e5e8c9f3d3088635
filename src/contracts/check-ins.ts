import { PET_MESSAGES } from '@/domain/pet-messages';
import { mixed, number, object, type InferType } from 'yup';
import {
  BODY_CONDITIONS,
  MAX_WEIGHT_LB,
  MIN_WEIGHT_LB,
  type BodyCondition,
} from '@/domain/nutrition';

/** POST /api/v3/customers/{id}/pets/{petId}/check_in/ (and …/quote/): a weigh-in of one pup. */
const WEIGHT_RANGE = `Enter a weight between ${MIN_WEIGHT_LB} and ${MAX_WEIGHT_LB} lbs.`;
const CONDITION = 'Choose how your pup looks: too thin, just right or a little heavy.';

export const checkInSchema = object({
  weight_lb: number()
    .typeError(PET_MESSAGES.weight)
    .required(PET_MESSAGES.weight)
    .min(MIN_WEIGHT_LB, WEIGHT_RANGE)
    .max(MAX_WEIGHT_LB, WEIGHT_RANGE),
  body_condition: mixed<BodyCondition>()
    .oneOf([...BODY_CONDITIONS], CONDITION)
    .required(CONDITION),
});
export type CheckIn = InferType<typeof checkInSchema>;

/** A plan's numbers: calories, grams a day of each kind, prices (cents), box. */
export interface PortionView {
  kcalories_per_day: number;
  fresh_grams_per_day: number;
  dry_grams_per_day: number;
  price_per_week: number;
  box_price: number;
  weeks_of_food: number;
}

export interface CheckInQuote {
  pet_id: number;
  pet_name: string;
  weight_lb: number;
  body_condition: BodyCondition;
  /** The pup's whole day at the new weight (a half-fresh plan feeds part of it). */
  daily_kcalories: number;
  previous_daily_kcalories: number;
  growing: boolean;
  plan: {
    subscription_id: number;
    now: PortionView;
    next: PortionView;
    /** The first box with the new portion, or null when the plan is paused (the box on resume). */
    changes_from: string | null;
  } | null;
}
