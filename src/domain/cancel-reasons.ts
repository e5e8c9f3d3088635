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
