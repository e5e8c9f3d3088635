/**
 * The spec's generic texts (section 8) that light pages show before, or instead of, the error
 * mapping (see load-auth-error-message.ts): a module of their own, so those pages do not carry the
 * rest of the catalogue. MESSAGES in src/lib/api-client/messages.ts holds them all. In src/domain
 * because the server answers some of them too (password recovery).
 */
export const REFRESH_AND_RETRY =
  'Hmm. Something went wrong. Please refresh the page and try again.';
export const SUBMIT_AGAIN = 'Hmm. Something went wrong. Please try submitting again.';
export const PASSWORD_RESET_EMAIL_SENT = 'Password reset email sent';
export const RECOVERY_INSTRUCTIONS =
  'Instructions will be delivered if the email address is tied to an account.';
