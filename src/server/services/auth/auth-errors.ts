import { AUTH_ERRORS, type AuthErrorCode } from '@/contracts/errors';

export { AUTH_ERRORS };

/** Thrown from NextAuth's authorize(): NextAuth hands the code to the login page as `error`. */
export class AuthFlowError extends Error {
  constructor(code: AuthErrorCode) {
    super(code);
    this.name = 'AuthFlowError';
  }
}
