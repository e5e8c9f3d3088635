/** Why a customer cancels a plan: the choices the account page offers and the API accepts. */
export const CANCEL_REASONS = [
  'Too expensive',
  'My dog did not like the food',
  'Too much food',
  'Moving or travelling',
  'My dog passed away',
  'Something else',
] as const;
