import { array, mixed, number, object, string, type InferType } from 'yup';
import {
  CLAIM_PROBLEMS,
  CLAIM_REMEDIES,
  type ClaimProblem,
  type ClaimRemedy,
  type ClaimStatus,
} from '@/domain/claim-rules';

/**
 * POST /api/v3/customers/{id}/orders/{orderId}/claims/ (and …/claims/quote/, without a photo):
 * a problem with a box. `lines` names the order lines (order_item_id) and how many of each; a
 * late box covers the whole box, so its lines may be left out.
 */
const PROBLEM = 'Choose what went wrong with the box.';
const REMEDY = 'Choose a reship or account credit.';

export const claimQuoteSchema = object({
  problem: mixed<ClaimProblem>()
    .oneOf([...CLAIM_PROBLEMS], PROBLEM)
    .required(PROBLEM),
  lines: array(
    object({
      order_item_id: number().integer().min(1).required('Choose an item.'),
      quantity: number()
        .typeError('Enter how many.')
        .integer('Enter a whole number.')
        .min(1, 'Enter 1 or more.')
        .max(1000, 'Enter a smaller number.')
        .required('Enter how many.'),
    }),
  )
    .max(50)
    .default([]),
});

export const claimSchema = claimQuoteSchema.shape({
  remedy: mixed<ClaimRemedy>()
    .oneOf([...CLAIM_REMEDIES], REMEDY)
    .required(REMEDY),
  note: string().trim().max(1000, 'Keep the note under 1000 characters.').default(''),
  /** Optional: JPEG, PNG or WebP, base64, at most 5 MB decoded (413 over, 415 other types). */
  photo: object({
    content_type: string().max(100).required('Say what type of image the photo is.'),
    data: string().required('The photo is empty.'),
  })
    .nullable()
    .default(null),
});

export type ClaimQuoteInput = InferType<typeof claimQuoteSchema>;
export type ClaimInput = InferType<typeof claimSchema>;

export interface ClaimQuoteView {
  /** What the affected lines were paid, in cents: the credit offered. */
  credit: number;
  /** When a reship would arrive. */
  reship_date: string;
}

export interface ClaimLineView {
  order_item_id: number;
  product_name: string;
  quantity: number;
  amount: number;
}

export interface ClaimView {
  id: number;
  order_id: number;
  problem: ClaimProblem;
  remedy: ClaimRemedy;
  status: ClaimStatus;
  note: string;
  has_photo: boolean;
  /** Cents: the credit given (or to be given), or the value of the reshipped items. */
  amount: number;
  reship_order_id: number | null;
  reship_date: string | null;
  decline_reason: string | null;
  lines: ClaimLineView[];
  created_at: string;
  decided_at: string | null;
}

/** GET /api/v3/customers/{id}/claims/: the customer's claims, newest first, and the window. */
export interface CustomerClaimsView {
  results: ClaimView[];
  window_days: number;
}
