/** NextAuth error codes the login page understands (spec section 8); thrown from authorize(). */
export const AUTH_ERRORS = {
  customerExists: 'CustomerExists',
  invalidEmail: 'InvalidEmail',
  tooManyLogins: 'TooManyFailedLoginAttempts',
} as const;

export class AuthFlowError extends Error {
  constructor(code: (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS]) {
    super(code);
    this.name = 'AuthFlowError';
  }
}
