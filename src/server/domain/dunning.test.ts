import { describe, expect, it } from 'vitest';
import {
  dunningStep,
  FINAL_AUTHENTICATION_WINDOW_MS,
  mayChargeAgain,
  OUTAGE_RETRY_MS,
  outcomeOfIntent,
  type DunningStep,
  type RenewalOutcome,
} from './dunning';

const NOW = new Date('2026-03-02T17:00:00Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('dunningStep: outcome × attempt → next state, retry time, email', () => {
  it.each<[RenewalOutcome, number, DunningStep]>([
    // outcome, attempts made before, next step
    [
      'succeeded',
      0,
      { status: 'paid', chargeAttempts: 1, retryAt: null, pausePlan: false, email: 'receipt' },
    ],
    [
      'succeeded',
      2,
      { status: 'paid', chargeAttempts: 3, retryAt: null, pausePlan: false, email: 'receipt' },
    ],
    [
      'nothing_due',
      0,
      { status: 'paid', chargeAttempts: 0, retryAt: null, pausePlan: false, email: 'receipt' },
    ],
    [
      'authenticated',
      1,
      { status: 'paid', chargeAttempts: 1, retryAt: null, pausePlan: false, email: 'receipt' },
    ],
    [
      'declined',
      0,
      {
        status: 'payment_failed',
        chargeAttempts: 1,
        retryAt: at(24 * HOUR),
        pausePlan: false,
        email: 'charge_failed',
      },
    ],
    [
      'declined',
      1,
      {
        status: 'payment_failed',
        chargeAttempts: 2,
        retryAt: at(72 * HOUR),
        pausePlan: false,
        email: 'charge_failed',
      },
    ],
    [
      'declined',
      2,
      {
        status: 'payment_failed',
        chargeAttempts: 3,
        retryAt: null,
        pausePlan: true,
        email: 'charge_failed',
      },
    ],
    [
      'insufficient_funds',
      0,
      {
        status: 'payment_failed',
        chargeAttempts: 1,
        retryAt: at(24 * HOUR),
        pausePlan: false,
        email: 'charge_failed',
      },
    ],
    [
      'insufficient_funds',
      2,
      {
        status: 'payment_failed',
        chargeAttempts: 3,
        retryAt: null,
        pausePlan: true,
        email: 'charge_failed',
      },
    ],
    [
      'processing_error',
      0,
      {
        status: 'payment_failed',
        chargeAttempts: 1,
        retryAt: at(24 * HOUR),
        pausePlan: false,
        email: 'charge_failed',
      },
    ],
    [
      'processing_error',
      2,
      {
        status: 'payment_failed',
        chargeAttempts: 3,
        retryAt: null,
        pausePlan: true,
        email: 'charge_failed',
      },
    ],
    [
      'no_card',
      0,
      {
        status: 'payment_failed',
        chargeAttempts: 1,
        retryAt: at(24 * HOUR),
        pausePlan: false,
        email: 'charge_failed',
      },
    ],
    [
      'authentication_required',
      0,
      {
        status: 'requires_action',
        chargeAttempts: 1,
        retryAt: at(24 * HOUR),
        pausePlan: false,
        email: 'authentication_needed',
      },
    ],
    [
      'authentication_required',
      1,
      {
        status: 'requires_action',
        chargeAttempts: 2,
        retryAt: at(72 * HOUR),
        pausePlan: false,
        email: 'authentication_needed',
      },
    ],
    // The last attempt still waits for the customer, as long as the last retry would have.
    [
      'authentication_required',
      2,
      {
        status: 'requires_action',
        chargeAttempts: 3,
        retryAt: at(FINAL_AUTHENTICATION_WINDOW_MS),
        pausePlan: false,
        email: 'authentication_needed',
      },
    ],
    // The customer's bank refused the check: the attempt was counted when it was asked for.
    [
      'authentication_failed',
      1,
      {
        status: 'payment_failed',
        chargeAttempts: 1,
        retryAt: at(24 * HOUR),
        pausePlan: false,
        email: 'charge_failed',
      },
    ],
    [
      'authentication_failed',
      3,
      {
        status: 'payment_failed',
        chargeAttempts: 3,
        retryAt: null,
        pausePlan: true,
        email: 'charge_failed',
      },
    ],
    [
      'authentication_expired',
      3,
      {
        status: 'payment_failed',
        chargeAttempts: 3,
        retryAt: null,
        pausePlan: true,
        email: 'charge_failed',
      },
    ],
    // An outage is not the card's fault: soon again, not counted, nobody emailed.
    [
      'provider_unavailable',
      0,
      {
        status: 'payment_failed',
        chargeAttempts: 0,
        retryAt: at(OUTAGE_RETRY_MS),
        pausePlan: false,
        email: null,
      },
    ],
    [
      'provider_unavailable',
      2,
      {
        status: 'payment_failed',
        chargeAttempts: 2,
        retryAt: at(OUTAGE_RETRY_MS),
        pausePlan: false,
        email: null,
      },
    ],
    // Cancelled or paused with a box still unpaid: closed for good, no email, no pause.
    [
      'plan_stopped',
      1,
      {
        status: 'payment_failed',
        chargeAttempts: 1,
        retryAt: null,
        pausePlan: false,
        email: null,
      },
    ],
  ])('%s after %i attempts', (outcome, attemptsBefore, step) => {
    expect(dunningStep({ outcome, attemptsBefore, now: NOW })).toEqual(step);
  });

  it.each([
    [0, true],
    [2, true],
    [3, false],
  ])(
    'after %i attempts, a charge still waiting for the customer is tried again: %s',
    (made, again) => {
      expect(mayChargeAgain(made)).toBe(again);
    },
  );
});

describe('outcomeOfIntent', () => {
  const error = (code: string, decline_code?: string) => ({ code, decline_code, message: 'x' });
  it.each<[string, Parameters<typeof outcomeOfIntent>[0], RenewalOutcome]>([
    ['paid', { status: 'succeeded', last_payment_error: null }, 'succeeded'],
    [
      'waiting for 3-D Secure',
      { status: 'requires_action', last_payment_error: null },
      'authentication_required',
    ],
    [
      'off-session refusal for 3-D Secure',
      {
        status: 'requires_payment_method',
        last_payment_error: error('authentication_required', 'authentication_required'),
      },
      'authentication_required',
    ],
    [
      '3-D Secure failed',
      {
        status: 'requires_payment_method',
        last_payment_error: error('payment_intent_authentication_failure'),
      },
      'authentication_failed',
    ],
    [
      'insufficient funds',
      {
        status: 'requires_payment_method',
        last_payment_error: error('card_declined', 'insufficient_funds'),
      },
      'insufficient_funds',
    ],
    [
      'processing error',
      { status: 'requires_payment_method', last_payment_error: error('processing_error') },
      'processing_error',
    ],
    [
      'generic decline',
      {
        status: 'requires_payment_method',
        last_payment_error: error('card_declined', 'generic_decline'),
      },
      'declined',
    ],
    [
      'expired card',
      { status: 'requires_payment_method', last_payment_error: error('expired_card') },
      'declined',
    ],
  ])('%s', (_case, intent, outcome) => {
    expect(outcomeOfIntent(intent)).toBe(outcome);
  });
});

describe('dunningStep: a staff "Retry now" uses up no automatic attempt', () => {
  const scheduled = at(22 * HOUR);
  it.each<[RenewalOutcome, number, DunningStep]>([
    [
      'declined',
      1,
      {
        status: 'payment_failed',
        chargeAttempts: 1,
        retryAt: scheduled,
        pausePlan: false,
        email: 'charge_failed',
      },
    ],
    [
      'insufficient_funds',
      2,
      {
        status: 'payment_failed',
        chargeAttempts: 2,
        retryAt: scheduled,
        pausePlan: false,
        email: 'charge_failed',
      },
    ],
    [
      'authentication_required',
      1,
      {
        status: 'requires_action',
        chargeAttempts: 1,
        retryAt: scheduled,
        pausePlan: false,
        email: 'authentication_needed',
      },
    ],
    [
      'provider_unavailable',
      1,
      {
        status: 'payment_failed',
        chargeAttempts: 1,
        retryAt: scheduled,
        pausePlan: false,
        email: null,
      },
    ],
    [
      'succeeded',
      2,
      { status: 'paid', chargeAttempts: 2, retryAt: null, pausePlan: false, email: 'receipt' },
    ],
  ])('%s after %i attempts', (outcome, attemptsBefore, step) => {
    expect(
      dunningStep({
        outcome,
        attemptsBefore,
        now: NOW,
        staffRetry: { scheduledRetryAt: scheduled },
      }),
    ).toEqual(step);
  });
});
