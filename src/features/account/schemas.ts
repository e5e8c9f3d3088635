import { boolean, object, string } from 'yup';
import { phoneDigits } from '@/lib/format/phone';
import { SUPPORTED_STATES } from '@/server/domain/us-states';

/**
 * The customer and address schemas, shared by the My info form and the API that checks it.
 * Field names are the API's; the form maps its own names (address, apt, zipCode…) onto them.
 */
export const INVALID_EMAIL =
  'Invalid email address. Please check your email and  try again. Your email must follow the format {email}.';
const REQUIRED = 'Field is required';

export const customerUpdateSchema = object({
  first_name: string().trim().max(100, 'Must be at most 100 characters.'),
  last_name: string().trim().max(100, 'Must be at most 100 characters.'),
  email: string().trim().lowercase().email(INVALID_EMAIL).max(254, INVALID_EMAIL),
});

export const addressSchema = object({
  first_name: string().trim().required(REQUIRED).max(100, 'Must be at most 100 characters.'),
  last_name: string().trim().required(REQUIRED).max(100, 'Must be at most 100 characters.'),
  address1: string()
    .trim()
    .required(REQUIRED)
    .max(200, 'Must be at most 200 characters.')
    .test(
      'no-po-box',
      'We can’t deliver frozen food to PO boxes. Please use a street address.',
      (value) => !/\bp\.?\s*o\.?\s*box\b/i.test(value ?? ''),
    ),
  address2: string().trim().max(100, 'Must be at most 100 characters.').default(''),
  city: string().trim().required(REQUIRED).max(100, 'Must be at most 100 characters.'),
  state: string()
    .trim()
    .uppercase()
    .required(REQUIRED)
    .oneOf(
      [...SUPPORTED_STATES],
      'We deliver to the 48 contiguous states. Please choose one of them.',
    ),
  zip_code: string()
    .trim()
    .required(REQUIRED)
    .matches(/^\d{5}(-\d{4})?$/, 'Please enter a 5-digit ZIP code.'),
  phone: string()
    .required('A valid phone number is required.')
    .transform((value: string) => phoneDigits(value ?? ''))
    .matches(/^[2-9]\d{2}[2-9]\d{6}$/, 'A valid phone number is required.'),
  is_sms: boolean().typeError('Must be true or false.').default(false),
  is_residential: boolean().typeError('Must be true or false.').default(true),
});
