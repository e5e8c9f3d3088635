import { array, boolean, object } from 'yup';
import { lineItemSchema } from '@/contracts/cart';
import { FIELD_REQUIRED } from '@/domain/field-messages';

/** A pup's extras, written whole: quantity 1–6, every box (1) or every other box (2). */
export const subscriptionAddonsSchema = object({
  addons: array(lineItemSchema.pick(['sku', 'quantity', 'frequency']))
    .max(12, 'Too many extras in one box.')
    .required(FIELD_REQUIRED),
  /** The owner confirmed the allergy warnings of the extras this list adds. */
  allergen_acknowledged: boolean().typeError('Must be true or false.').optional(),
});
