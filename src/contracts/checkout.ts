import { array, boolean, object, string } from 'yup';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import {
  RENEWAL_TERMS_CHANGED,
  RENEWAL_TERMS_REQUIRED,
  TERMS_VERSION,
} from '@/domain/renewal-terms';

/**
 * The customer's tick on the renewal terms: required and true (California's automatic-renewal
 * law wants affirmative consent to the terms before the first charge). The version, when sent,
 * must be the one the server words the stored text with.
 */
export const renewalConsentFields = {
  renewal_terms_accepted: boolean()
    .typeError(RENEWAL_TERMS_REQUIRED)
    .required(RENEWAL_TERMS_REQUIRED)
    .oneOf([true], RENEWAL_TERMS_REQUIRED),
  renewal_terms_version: string().trim().oneOf([TERMS_VERSION], RENEWAL_TERMS_CHANGED).optional(),
};

export const checkoutSchema = object({
  transaction_ids: array(string().trim().required().max(255))
    .min(1, FIELD_REQUIRED)
    .max(5)
    .required(FIELD_REQUIRED),
  delivery_date: string()
    .trim()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Choose one of the delivery dates shown.')
    .optional(),
  ...renewalConsentFields,
});
