/**
 * What the password-recovery pages need after their first paint, in one chunk: the API calls, the
 * password rules and the error copy. The forgot-password page loads it on submit; the reset page
 * while it checks the emailed link (its form shows only after that, so its submit finds it here).
 */
export {
  recoverPassword,
  requestPasswordRecovery,
  validatePasswordReset,
} from '@/lib/api-client/auth';
export { createApiClient } from '@/lib/api-client/http';
export { newPasswordErrors } from '@/domain/password-policy';
