import { object, string } from 'yup';

/** A card payment disputed with the cardholder's bank, as the console lists it. */
export interface DisputeView {
  id: number;
  /** The provider's dispute id (dp_…). */
  provider_id: string;
  order_id: number | null;
  customer_id: number | null;
  customer_email: string | null;
  /** Disputed amount, in cents. */
  amount: number;
  reason: string;
  /** The provider's status: needs_response, under_review, won, lost… */
  status: string;
  /** When the bank must have the shop's evidence (ISO instant), if it asks for any. */
  evidence_due_by: string | null;
  closed_at: string | null;
  /** The customer's plans wait, uncharged, for an owner to resume or cancel them. */
  plans_held: boolean;
}

const DISPUTE_DECISIONS = ['resume', 'cancel'] as const;

/** POST /api/admin/payments/disputes/{id}/decision/: an owner's decision on the held plans. */
export const disputeDecisionSchema = object({
  decision: string()
    .oneOf([...DISPUTE_DECISIONS], 'Choose resume or cancel.')
    .required('Choose resume or cancel.'),
});

/** A card refund not settled yet: the provider has not answered, or the refund is on its way. */
export interface PendingRefundView {
  id: number;
  order_id: number;
  customer_id: number;
  customer_email: string | null;
  amount: number;
  reason: string;
  /** Null while the provider has not answered the request (asked again by the re-drive job). */
  provider_refund_id: string | null;
  created_at: string;
}
