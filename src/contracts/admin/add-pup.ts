import { string, type InferType } from 'yup';
import type { PlanType } from '@/domain/plan-types';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import type { TERMS_VERSION } from '@/domain/renewal-terms';
import { renewalConsentFields } from '../checkout';
import { petSchema } from '../pets';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Support adds a pup for a customer: the pup as the customer's own quiz asks for it (the same
 * schema, so the same fields and messages), the plan chosen from its recommendations, the first
 * box's day, an offer code only if the agent applies one, the customer's agreement to the renewal
 * terms as the agent took it, and a key that makes a double click or a retry one pup and one
 * charge.
 */
export const consoleAddPupSchema = petSchema.shape({
  sku: string().trim().required('Choose a plan for the pup.').max(120, 'Unknown product.'),
  delivery_date: string()
    .trim()
    .required('Choose the first box’s delivery date.')
    .matches(DAY, 'Use the format YYYY-MM-DD.'),
  coupon_code: string()
    .trim()
    .matches(/^[A-Za-z0-9_-]{1,40}$/, {
      message: 'This code is not valid.',
      excludeEmptyString: true,
    })
    .optional(),
  idempotency_key: string()
    .trim()
    .required(FIELD_REQUIRED)
    .min(8, 'Use a key of 8 to 100 characters.')
    .max(100, 'Use a key of 8 to 100 characters.'),
  ...renewalConsentFields,
});

export type ConsoleAddPupInput = InferType<typeof consoleAddPupSchema>;

/**
 * The renewal terms of adding a pup, asked before the customer agrees: the same request as
 * adding it, without the agreement and the key.
 */
export const consoleAddPupTermsSchema = consoleAddPupSchema.omit([
  'idempotency_key',
  'renewal_terms_accepted',
  'renewal_terms_version',
]);

export type ConsoleAddPupTermsInput = InferType<typeof consoleAddPupTermsSchema>;

/** The words the pup's renewal consent will hold, for the agent to read out word for word. */
export interface ConsoleAddPupTerms {
  terms_version: typeof TERMS_VERSION;
  terms_text: string;
}

/** One plan the recommendation service suggests for the pup, as the console offers it. */
export interface ConsolePupPlan {
  sku: string;
  product_type: PlanType;
  plan_name: string;
  recipes: string[];
  weeks_of_food: number;
  /** Cents, before tax and before any offer. */
  price_per_week: number;
  box_price: number;
}

/** What the agent chooses from before adding the pup. */
export interface ConsoleAddPupQuote {
  kcalories_per_day: number;
  plans: ConsolePupPlan[];
  /** The first box's days, full kitchen days left out (the customer's own checkout's list). */
  delivery_dates: string[];
  /** The card the first box is charged to; null when none is saved (adding is refused). */
  card: { brand: string; last4: string } | null;
}

export interface ConsoleAddPupResult {
  pet_id: number;
  pet_name: string;
  order_id: number;
  subscription_id: number | null;
  delivery_date: string;
  /** Cents charged to the saved card. */
  total: number;
}
