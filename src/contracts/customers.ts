import { boolean, object, string } from 'yup';
import { isValidUsPhone, phoneDigits } from '@/domain/format/phone';
import { FIELD_REQUIRED, INVALID_EMAIL, PHONE_REQUIRED } from '@/domain/field-messages';
import { isSupportedState, ZIP_MESSAGES, zipProblem } from '@/domain/us-states';
import { emailString } from './email';

export { FIELD_REQUIRED, INVALID_EMAIL };

/**
 * The customer and address schemas, shared by the My info form and the API that checks it.
 * Field names are the API's; the form maps its own names (address, apt, zipCode…) onto them.
 * Labels say what a field holds: the API adds them to its missing-field messages.
 */
const TOO_LONG = (max: number) => `Must be at most ${max} characters.`;

export const customerUpdateSchema = object({
  // A partial update may leave the name out, but a name that is sent must not be blank (a
  // 'required' test all the same, so the API reports it as a missing field).
  first_name: string()
    .trim()
    .label('the customer’s first name')
    .test('required', FIELD_REQUIRED, (value) => value === undefined || value.length > 0)
    .max(100, TOO_LONG(100)),
  last_name: string().trim().max(100, TOO_LONG(100)),
  email: emailString(INVALID_EMAIL),
  // The customer's text-message choice (spec section 3: a customer field), also saved with the
  // delivery address; either place changes the one setting.
  is_sms: boolean().typeError('Must be true or false.'),
});

export const addressSchema = object({
  first_name: string()
    .trim()
    .label('first name of the person receiving the box')
    .required(FIELD_REQUIRED)
    .max(100, TOO_LONG(100)),
  last_name: string()
    .trim()
    .label('last name of the person receiving the box')
    .required(FIELD_REQUIRED)
    .max(100, TOO_LONG(100)),
  address1: string()
    .trim()
    .label('street address')
    .required(FIELD_REQUIRED)
    .max(200, TOO_LONG(200))
    .test(
      'no-po-box',
      'We can’t deliver frozen food to PO boxes. Please use a street address.',
      (value) => !/\bp\.?\s*o\.?\s*box\b/i.test(value ?? ''),
    ),
  address2: string().trim().max(100, TOO_LONG(100)).default(''),
  city: string().trim().label('city').required(FIELD_REQUIRED).max(100, TOO_LONG(100)),
  // A test rather than oneOf: yup checks oneOf before required, so an empty state would read as
  // an unsupported one instead of a missing one.
  state: string()
    .trim()
    .uppercase()
    .label('two-letter code of one of the 48 contiguous states')
    .required(FIELD_REQUIRED)
    .test(
      'supported-state',
      'We deliver to the 48 contiguous states. Please choose one of them.',
      (value) => !value || isSupportedState(value),
    ),
  zip_code: string()
    .trim()
    .label('5-digit ZIP code, or ZIP+4')
    .required(FIELD_REQUIRED)
    .test('zip-in-state', ZIP_MESSAGES.unknown, (value, context) => {
      const problem = zipProblem(value ?? '', String(context.parent.state ?? ''));
      return problem ? context.createError({ message: problem }) : true;
    }),
  phone: string()
    .label('10-digit US phone number')
    .required(PHONE_REQUIRED)
    .transform((value: string) => phoneDigits(value ?? ''))
    .test('us-phone', PHONE_REQUIRED, (value) => isValidUsPhone(value ?? '')),
  is_sms: boolean().typeError('Must be true or false.').default(false),
  is_residential: boolean().typeError('Must be true or false.').default(true),
});

/**
 * Saving the address: also send the boxes already ordered and not packed yet there (the form
 * asks when there are any). Off by default: a box on its way to an old address is the
 * customer's choice to move.
 */
export const addressSaveSchema = addressSchema.shape({
  apply_to_orders: boolean().typeError('Must be true or false.').default(false),
});

/** A box ordered and not packed yet, which a new address could still reach. */
export interface OpenBoxView {
  order_id: number;
  delivery_date: string;
}

/** What became of each open box when a new address was applied to them. */
export type OrderShipToChange =
  | { order_id: number; changed: true; tax_before: number; tax_after: number }
  | { order_id: number; changed: false; reason: string };

/** The customer as the API shows it (spec section 3). */
export interface CustomerView {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  status: 'lead' | 'active';
  is_sms?: boolean;
  /** Whether the customer can log in with a password yet (leads have none until they create one). */
  has_password?: boolean;
  /** With `include=credit`: the account credit balance and the ledger's latest entries. */
  credit?: AccountCreditView;
}

/** One line of the customer's own credit ledger (staff ids stay in the console). */
export interface AccountCreditEntry {
  id: number;
  kind: 'grant' | 'referral' | 'debit' | 'restore' | 'opening' | 'claim' | 'refund';
  /** Cents: positive when credit was added, negative when a box used it. */
  amount: number;
  reason: string;
  order_id: number | null;
  created_at: string;
}

export interface AccountCreditView {
  /** Cents at hand, taken off the next boxes. */
  balance: number;
  recent: AccountCreditEntry[];
}

/** The saved delivery address as the API shows it. */
export interface AddressView {
  address1: string;
  address2: string;
  first_name: string;
  last_name: string;
  phone: string;
  zip_code: string;
  state: string;
  city: string;
  is_sms: boolean;
  is_residential: boolean;
  /** Boxes ordered and not packed yet, still going to the address they were ordered with. */
  open_boxes?: OpenBoxView[];
  /** After a save with apply_to_orders: what became of each open box. */
  orders_moved?: OrderShipToChange[];
}
