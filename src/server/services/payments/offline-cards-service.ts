import { number, object, string } from 'yup';
import { DomainError, ValidationError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import {
  createOfflineCard,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentMethod,
} from '@/server/payments';

export const offlineCardSchema = object({
  /** The Stripe test payment method the typed number stands for (pm_card_visa…). */
  card: string().trim().required(FIELD_REQUIRED).max(64),
  last4: string()
    .trim()
    .matches(/^\d{4}$/, 'The last 4 digits of the card.')
    .optional(),
  exp_month: number()
    .typeError('Must be a month.')
    .integer('Must be a month.')
    .min(1, 'Must be a month.')
    .max(12, 'Must be a month.')
    .required(FIELD_REQUIRED),
  exp_year: number()
    .typeError('Must be a year.')
    .integer('Must be a year.')
    .min(2000, 'Must be a year.')
    .max(2099, 'Must be a year.')
    .required(FIELD_REQUIRED),
});

/**
 * POST /api/v3/payments/payment_methods/: the offline provider's stand-in for Stripe.js's
 * `createPaymentMethod`, keeping the expiry the card form sent. 404 with Stripe, whose card form
 * talks to Stripe itself.
 */
export async function createOfflinePaymentMethod(
  db: Database,
  provider: PaymentProvider,
  input: { card: string; last4?: string; exp_month: number; exp_year: number },
): Promise<ProviderPaymentMethod> {
  if (provider.name !== 'offline') throw new DomainError('not_found');
  try {
    return await createOfflineCard(db, {
      testCard: input.card,
      last4: input.last4,
      expMonth: input.exp_month,
      expYear: input.exp_year,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new ValidationError({ card: [error.message] });
    throw error;
  }
}
