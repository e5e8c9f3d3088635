/**
 * The customer login's throttling schedule, as pure rules (the counters live in the database,
 * `customer-login-throttle.ts`). Nothing here ever refuses the right password to everyone: a
 * stranger guessing at a customer's account slows down their own address and makes the account
 * ask for the CAPTCHA, which the customer can answer, instead of locking the account.
 *
 * - Per address: the first `ADDRESS_FREE_FAILURES` failures cost nothing; each one after that
 *   doubles the wait before the address may try again (2 s, 4 s, 8 s ...), capped at
 *   `MAX_DELAY_SECONDS`. A human behind a shared address who mistypes a few times never waits.
 * - Per account and address: after `PAIR_CAPTCHA_AFTER` failures that address must answer the
 *   CAPTCHA for that account.
 * - Per account, from anywhere: after `ACCOUNT_CAPTCHA_AFTER` failures every address must answer
 *   the CAPTCHA for it (guesses spread over many addresses).
 * - A counter starts again once its last failure is `QUIET_RESET_SECONDS` old; a successful login
 *   clears the account's and that pair's counters (the address keeps its own).
 */
export const ADDRESS_FREE_FAILURES = 10;
export const MAX_DELAY_SECONDS = 15 * 60;
export const PAIR_CAPTCHA_AFTER = 3;
export const ACCOUNT_CAPTCHA_AFTER = 10;
export const QUIET_RESET_SECONDS = 60 * 60;

export type LoginScope = 'login_address' | 'login_account' | 'login_pair';

export interface FailureCount {
  scope: LoginScope;
  failures: number;
  lastFailureAt: Date;
}

export interface LoginGate {
  /** Seconds until this address may try again (0: now). */
  waitSeconds: number;
  /** Whether this attempt must carry a verified CAPTCHA answer. */
  captchaRequired: boolean;
}

/** The wait after an address's `failures`-th failure in a row, in seconds. */
export function addressDelaySeconds(failures: number): number {
  const paid = failures - ADDRESS_FREE_FAILURES;
  if (paid <= 0) return 0;
  return Math.min(2 ** Math.min(paid, 20), MAX_DELAY_SECONDS);
}

/** Failures still counted at `now` (a counter quiet for long enough has started again). */
export function liveFailures(count: FailureCount, now: Date): number {
  const quietFor = now.getTime() - count.lastFailureAt.getTime();
  return quietFor >= QUIET_RESET_SECONDS * 1000 ? 0 : count.failures;
}

/** What an attempt from this address for this account must wait for or carry. */
export function loginGate(counts: readonly FailureCount[], now: Date): LoginGate {
  let waitSeconds = 0;
  let captchaRequired = false;
  for (const count of counts) {
    const failures = liveFailures(count, now);
    if (count.scope === 'login_address') {
      const until = count.lastFailureAt.getTime() + addressDelaySeconds(failures) * 1000;
      waitSeconds = Math.max(waitSeconds, Math.ceil((until - now.getTime()) / 1000));
    }
    if (count.scope === 'login_pair' && failures >= PAIR_CAPTCHA_AFTER) captchaRequired = true;
    if (count.scope === 'login_account' && failures >= ACCOUNT_CAPTCHA_AFTER)
      captchaRequired = true;
  }
  return { waitSeconds, captchaRequired };
}
