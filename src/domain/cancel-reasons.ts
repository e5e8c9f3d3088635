/**
 * Why a customer cancels a plan: the choices the account page offers and the API accepts. The
 * first six are the API's original values and keep their wording (clients send them as they are).
 */
export const CANCEL_REASONS = [
  'Too expensive',
  'My dog did not like the food',
  'Too much food',
  'Not enough freezer space',
  'Moving or travelling',
  'My dog passed away',
  'Something else',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * Reasons the shop records itself, not chosen by the customer, in the console's words (the
 * dashboard's chart, lists): the stored value stays the code.
 */
const RECORDED_REASONS: Record<string, string> = {
  account_deleted: 'Account deleted',
};

/** A stored cancel reason as staff read it: a customer's words as they are, a code as words. */
export const cancelReasonLabel = (reason: string): string => RECORDED_REASONS[reason] ?? reason;
