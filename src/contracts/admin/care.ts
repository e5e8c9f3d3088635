import { number, object, type InferType } from 'yup';
import type { PetView } from '@/contracts/pets';
import type { SubscriptionView } from '@/contracts/subscriptions';

export interface CustomerHit {
  id: number;
  email: string;
  name: string;
  status: 'lead' | 'active';
  phone: string | null;
  created_at: string;
}

export interface RefundView {
  id: number;
  order_id: number;
  amount: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  provider_refund_id: string | null;
  /** Back to the card, or to account credit. */
  destination: 'card' | 'credit';
  /** Null: given by the customer's own account deletion (a box they chose to cancel). */
  staff_id: number | null;
  lines: { line: string; amount: number }[];
  created_at: string;
}

export interface CareOrderView {
  id: number;
  kind: 'first_box' | 'renewal' | 'reship';
  status: string;
  delivery_date: string;
  /** Do not ship: refunded in full, or held by staff. */
  hold: { reason: 'refunded' | 'staff'; note: string | null } | null;
  subtotal: number;
  discount: number;
  credit: number;
  tax: number;
  shipping: number;
  total: number;
  /** What can still be refunded, line by line ('item:<id>', 'shipping', 'tax'). */
  lines: { line: string; label: string; total: number; refunded: number }[];
  refunds: RefundView[];
  created_at: string;
}

export interface CustomerCareView {
  profile: {
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    /** 'deleted': the account was deleted (its personal data erased); its history stays. */
    status: 'lead' | 'active' | 'deleted';
    phone: string | null;
    address: string | null;
    credit_balance: number;
    created_at: string;
  };
  pets: PetView[];
  subscriptions: SubscriptionView[];
  orders: CareOrderView[];
  payments: {
    id: number;
    kind: string;
    amount: number;
    status: string;
    failure: string | null;
    created_at: string;
  }[];
  /** Brand and last four digits only; absent without the customers.cards.read permission. */
  cards?: { id: number; brand: string; last4: string; is_default: boolean }[];
  emails: {
    id: number;
    subject: string;
    kind: string;
    status: 'sent' | 'failed' | 'queued';
    created_at: string;
  }[];
  referrals: { email: string; joined: boolean; credit: number }[];
  credit: CreditEntryView[];
  notes: { id: number; staff_id: number; body: string; created_at: string }[];
}

/** A renewal charged in the next days (console's upcoming charges). */
export interface UpcomingChargeView {
  subscription_id: number;
  customer: { id: number; email: string; name: string };
  pet_name: string;
  delivery_date: string;
  /** The shop day the card is charged (four days before delivery). */
  charge_date: string;
  /** What the renewal will charge, in cents (plan, extras, offer, credit and tax). */
  amount: number;
}

/** Declined renewals paid after all in the last `days`, and the automatic retry schedule. */
export interface RecoveredRevenueView {
  days: number;
  orders: number;
  amount: number;
  retry_schedule_hours: number[];
}

export interface FailedPaymentView {
  order_id: number;
  customer: { id: number; email: string; name: string };
  pet_name: string | null;
  amount: number;
  delivery_date: string;
  attempts: number;
  status: 'payment_failed' | 'requires_action';
  last_failure: string | null;
  /** When the renewal job tries again; null when out of attempts (the plan is paused). */
  retry_at: string | null;
  history: {
    outcome: string;
    reason: string | null;
    amount: number;
    by_staff: boolean;
    at: string;
  }[];
}

export interface CreditEntryView {
  id: number;
  kind: 'grant' | 'referral' | 'debit' | 'restore' | 'opening' | 'claim' | 'refund';
  amount: number;
  reason: string;
  order_id: number | null;
  staff_id: number | null;
  created_at: string;
}

/**
 * Whole cents, as a JSON number only: strict, so "1000" and "1e3" are refused rather than
 * converted (money is never parsed out of text here).
 */
const wholeCents = (label: string, max: number) =>
  number()
    .strict()
    .typeError(`${label}: enter a whole number of cents.`)
    .integer(`${label}: enter a whole number of cents.`)
    .min(0, `${label} must be 0 or more.`)
    .max(max, `${label} must be at most ${max}.`)
    .required(`${label} is required.`);

/** GET and PUT /api/admin/credit-limits/: the owner's daily limits on credit grants, in cents. */
export const creditLimitsSchema = object({
  per_customer_daily: wholeCents('Per customer a day', 10_000_000),
  per_agent_daily: wholeCents('Per staff member a day', 100_000_000),
});
export type CreditLimitsInput = InferType<typeof creditLimitsSchema>;

export interface CreditLimitsView extends CreditLimitsInput {
  updated_at: string | null;
  updated_by: number | null;
}
