import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CAPTCHA_AFTER,
  ADDRESS_FREE_FAILURES,
  addressDelaySeconds,
  loginGate,
  MAX_DELAY_SECONDS,
  PAIR_CAPTCHA_AFTER,
  QUIET_RESET_SECONDS,
  type FailureCount,
} from './login-schedule';

const last = new Date(Date.UTC(2026, 10, 23, 15));
const later = (seconds: number) => new Date(last.getTime() + seconds * 1000);
const count = (scope: FailureCount['scope'], failures: number): FailureCount => ({
  scope,
  failures,
  lastFailureAt: last,
});

describe('the customer login schedule', () => {
  it.each([
    [1, 0],
    [ADDRESS_FREE_FAILURES, 0],
    [ADDRESS_FREE_FAILURES + 1, 2],
    [ADDRESS_FREE_FAILURES + 2, 4],
    [ADDRESS_FREE_FAILURES + 5, 32],
    [ADDRESS_FREE_FAILURES + 9, 512],
    [ADDRESS_FREE_FAILURES + 10, MAX_DELAY_SECONDS],
    [10_000, MAX_DELAY_SECONDS],
  ])('after %i failures an address waits %i s', (failures, seconds) => {
    expect(addressDelaySeconds(failures)).toBe(seconds);
  });

  it('counts the wait from the last failure', () => {
    const address = count('login_address', ADDRESS_FREE_FAILURES + 3);
    expect(loginGate([address], later(3)).waitSeconds).toBe(5);
    expect(loginGate([address], later(8)).waitSeconds).toBe(0);
  });

  it.each([
    ['login_pair', PAIR_CAPTCHA_AFTER - 1, false],
    ['login_pair', PAIR_CAPTCHA_AFTER, true],
    ['login_account', ACCOUNT_CAPTCHA_AFTER - 1, false],
    ['login_account', ACCOUNT_CAPTCHA_AFTER, true],
    ['login_address', 1000, false],
  ] as const)('%s with %i failures asks for the CAPTCHA: %s', (scope, failures, asked) => {
    expect(loginGate([count(scope, failures)], later(1)).captchaRequired).toBe(asked);
  });

  it('never makes an account wait: only its address does', () => {
    expect(
      loginGate([count('login_account', 10_000), count('login_pair', 10_000)], later(1)),
    ).toEqual({ waitSeconds: 0, captchaRequired: true });
  });

  it('forgets counts whose last failure is an hour old', () => {
    const counts = [count('login_pair', 50), count('login_address', 50)];
    expect(loginGate(counts, later(QUIET_RESET_SECONDS))).toEqual({
      waitSeconds: 0,
      captchaRequired: false,
    });
  });
});
