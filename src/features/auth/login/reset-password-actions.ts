/**
 * What the reset page needs once it is up, in one chunk loaded while the emailed link is checked:
 * the API calls, the password rules and the error copy. The form shows only once the link has
 * been checked, so its submit finds this loaded.
 */
export { recoverPassword, validatePasswordReset } from '@/lib/api-client/auth';
export { createApiClient } from '@/lib/api-client/http';
export { toUserMessage } from '@/lib/api-client/user-message';
export { newPasswordErrors } from '@/domain/password-policy';
