/** The spec's incomplete-form toast (its own module: the quiz's first step needs only this). */
export const INCOMPLETE_FORM =
  'Some of your information is incomplete. Please review all fields before trying again.';
