import { mixed, object, string } from 'yup';

/**
 * Deleting an account while a paid box has not shipped yet: the owner chooses, for all such
 * boxes, to have them shipped (their address is kept until delivered, then erased) or cancelled
 * with a full refund.
 */
export const PENDING_BOX_CHOICES = ['ship', 'refund'] as const;
export type PendingBoxChoice = (typeof PENDING_BOX_CHOICES)[number];

export const CONFIRM_EMAIL_MISMATCH = 'Type the email address of the account to confirm.';
export const PENDING_BOX_CHOICE_MESSAGE =
  'Choose “ship” or “refund” for the boxes not shipped yet.';

/** POST …/delete_account/ (customer) and …/delete-account/ (console). */
export const deleteAccountSchema = object({
  confirm_email: string().trim().max(254).required(CONFIRM_EMAIL_MISMATCH),
  pending_boxes: mixed<PendingBoxChoice>()
    .oneOf([...PENDING_BOX_CHOICES], PENDING_BOX_CHOICE_MESSAGE)
    .optional(),
});

/** A paid box not shipped yet, as the 409 `pending_boxes` answer lists it. */
export interface PendingBoxView {
  order_id: number;
  /** YYYY-MM-DD. */
  delivery_date: string;
  /** What was paid for it, in cents (all of it comes back with "refund"). */
  amount: number;
  pet_names: string[];
  /** False once the warehouse has packed it: it can only be shipped. */
  can_refund: boolean;
}

/** The 409 answer's body when a choice is needed and none was given. */
export interface PendingBoxesProblem {
  code: 'pending_boxes';
  detail: string;
  pending_boxes: PendingBoxView[];
}
