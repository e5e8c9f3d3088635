/**
 * The header a console action that needs a fresh authenticator code (an export, an account
 * deletion) sends it in; the server reads it in src/server/admin/step-up.ts.
 */
export const STEP_UP_HEADER = 'X-Step-Up-Code';
