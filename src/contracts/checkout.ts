import { array, object, string } from 'yup';
import { FIELD_REQUIRED } from '@/domain/field-messages';

export const checkoutSchema = object({
  transaction_ids: array(string().trim().required().max(255))
    .min(1, FIELD_REQUIRED)
    .max(5)
    .required(FIELD_REQUIRED),
  delivery_date: string()
    .trim()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Choose one of the delivery dates shown.')
    .optional(),
});
