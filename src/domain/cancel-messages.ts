/**
 * What a cancelled plan means, in the one wording the toast and the cancellation email share: a
 * box already paid for still ships, so "no more boxes will ship" would be untrue.
 */
export const CANCELLED_PLAN_TERMS =
  'no more boxes will be sent and nothing more will be charged for it. A box that was already paid for still arrives.';

/** The toast after cancelling a pup's plan. */
export function cancelledToast(petName: string): string {
  return `${petName}’s plan is cancelled: ${CANCELLED_PLAN_TERMS}`;
}
