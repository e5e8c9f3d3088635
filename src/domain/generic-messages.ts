/**
 * The spec's generic texts (section 8) that the server answers too (password recovery), so they
 * live in src/domain; MESSAGES in src/lib/api-client/messages.ts holds them all.
 */
export const REFRESH_AND_RETRY =
  'Hmm. Something went wrong. Please refresh the page and try again.';
export const SUBMIT_AGAIN = 'Hmm. Something went wrong. Please try submitting again.';
export const PASSWORD_RESET_EMAIL_SENT = 'Password reset email sent';
export const RECOVERY_INSTRUCTIONS =
  'Instructions will be delivered if the email address is tied to an account.';
