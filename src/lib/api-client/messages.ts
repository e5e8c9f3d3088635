/**
 * The spec's user-facing texts (section 8), in one place. Each is also its own export, so a page
 * that needs one (a fallback before the error mapping has loaded) does not carry all of them.
 */
export const REFRESH_AND_RETRY =
  'Hmm. Something went wrong. Please refresh the page and try again.';
export const SUBMIT_AGAIN = 'Hmm. Something went wrong. Please try submitting again.';
export const PASSWORD_RESET_EMAIL_SENT = 'Password reset email sent';
export const RECOVERY_INSTRUCTIONS =
  'Instructions will be delivered if the email address is tied to an account.';

export const MESSAGES = {
  refreshAndRetry: REFRESH_AND_RETRY,
  submitAgain: SUBMIT_AGAIN,
  changesSaved: 'Changes saved',
  passwordResetEmailSent: PASSWORD_RESET_EMAIL_SENT,
  recoveryInstructions: RECOVERY_INSTRUCTIONS,
  paymentFieldsLoad:
    'There was an error loading the payment fields. Please refresh your browser or reach out to Canine Care to complete your signup.',
  stripeProviderTitle: "There was a problem on Stripe's end",
  stripeProviderMessage:
    'You can retry submitting, try a new card, or contact our Canine Care team to complete your order.',
  stripeNotLoaded: 'stripe or elements has not yet loaded',
} as const;
