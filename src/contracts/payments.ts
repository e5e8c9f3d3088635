/** Payments, saved cards and card setups as the API shows them (spec section 3). */
import { number, object, string } from 'yup';
import { FIELD_REQUIRED } from '@/domain/field-messages';

/** The spec's four payment statuses (a released hold reads as failed). */
export type PaymentStatus = 'pending' | 'authorized' | 'succeeded' | 'failed';

export interface PaymentView {
  id: number;
  /** The provider's client secret; the part before '_secret_' is the intent id (spec section 3). */
  transaction_id: string;
  status: PaymentStatus;
  amount: number;
  cart_id: number | null;
  payment_method_id: number | null;
  /**
   * Set while the bank asks the customer to authenticate (3-D Secure): in the page
   * ('use_stripe_sdk'), or on the bank's own page at `redirect_url` ('redirect_to_url'), which
   * sends the customer back to the confirmation page.
   */
  next_action?: { type: string; client_secret: string; redirect_url?: string } | null;
}

export interface PaymentMethodView {
  id: number;
  card_number: string;
  brand: string;
  card_token: string;
  exp_month: number | null;
  exp_year: number | null;
  is_default: boolean;
}

export interface SetupIntentView {
  id: number;
  transaction_id: string;
  status: 'pending' | 'succeeded' | 'failed';
  /** Set while the bank asks the customer to authenticate the card (3-D Secure). */
  next_action?: { type: string; client_secret: string } | null;
}

const ID = number()
  .typeError('Must be an id.')
  .integer('Must be an id.')
  .positive('Must be an id.');

/** POST /api/v3/payments/initiate/ */
export const initiatePaymentSchema = object({
  cart_id: ID.required(FIELD_REQUIRED),
  payment_method_id: ID.nullable().optional(),
});

/** POST /api/v3/payments/{transactionId}/confirm/ */
export const confirmPaymentSchema = object({
  payment_method_id: ID.required(FIELD_REQUIRED),
});

/** The offline provider's stand-in for the bank's 3-D Secure page. */
export const offlineAuthenticationSchema = object({
  outcome: string().oneOf(['approve', 'fail'], 'Must be approve or fail.').required(FIELD_REQUIRED),
});
