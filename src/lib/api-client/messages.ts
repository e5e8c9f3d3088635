/** The spec's user-facing texts (section 8), in one place. */
export const MESSAGES = {
  refreshAndRetry: 'Hmm. Something went wrong. Please refresh the page and try again.',
  submitAgain: 'Hmm. Something went wrong. Please try submitting again.',
  changesSaved: 'Changes saved',
  passwordResetEmailSent: 'Password reset email sent',
  recoveryInstructions:
    'Instructions will be delivered if the email address is tied to an account.',
  paymentFieldsLoad:
    'There was an error loading the payment fields. Please refresh your browser or reach out to Canine Care to complete your signup.',
  stripeProviderTitle: "There was a problem on Stripe's end",
  stripeProviderMessage:
    'You can retry submitting, try a new card, or contact our Canine Care team to complete your order.',
  stripeNotLoaded: 'stripe or elements has not yet loaded',
} as const;
