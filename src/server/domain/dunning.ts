import type { PaymentError, ProviderIntentStatus } from '@/server/payments/types';
import { MAX_CHARGE_ATTEMPTS, nextRetryAt, RETRY_DELAYS_HOURS } from '@/domain/renewal-schedule';

/**
 * Dunning: what a renewal order becomes after a charge attempt (or the customer's answer to
 * their bank), as one pure table of outcome × attempt → next state, retry time and email.
 */

/** What came of charging a renewal (or of the customer's bank check for it). */
export type RenewalOutcome =
  | 'succeeded'
  /** The customer answered their bank and the waiting charge went through (counted already). */
  | 'authenticated'
  /** Nothing to charge: credit and offers covered the box. */
  | 'nothing_due'
  | 'declined'
  | 'insufficient_funds'
  | 'processing_error'
  /** No card is saved to charge. */
  | 'no_card'
  /** The bank wants the customer to confirm it is them: they are asked to, on our site. */
  | 'authentication_required'
  /** The customer tried and their bank refused the check. */
  | 'authentication_failed'
  /** The customer never answered, and no attempt is left to ask again. */
  | 'authentication_expired'
  /** The provider could not be reached: not the card's fault. */
  | 'provider_unavailable'
  /** The plan was cancelled or paused before this box was paid: it is never charged. */
  | 'plan_stopped';

export type RenewalEmail = 'receipt' | 'charge_failed' | 'authentication_needed';

export interface DunningStep {
  status: 'paid' | 'payment_failed' | 'requires_action';
  /** Charge attempts counted on the order after this step. */
  chargeAttempts: number;
  /** When a run takes the order up again; null for a paid order or once out of attempts. */
  retryAt: Date | null;
  /** Out of attempts: the plan is paused. (Credit spent on a box closed unpaid is returned.) */
  pausePlan: boolean;
  email: RenewalEmail | null;
}

/** A provider outage is not the card's fault: try again soon, without counting an attempt. */
export const OUTAGE_RETRY_MS = 60 * 60 * 1000;
const HOUR_MS = 3_600_000;
/** The last attempt needing authentication still gives the customer the longest wait to answer. */
export const FINAL_AUTHENTICATION_WINDOW_MS =
  RETRY_DELAYS_HOURS[RETRY_DELAYS_HOURS.length - 1]! * HOUR_MS;

/** Outcomes that are a charge at the bank, and so count as an attempt. */
const CHARGED: ReadonlySet<RenewalOutcome> = new Set([
  'succeeded',
  'declined',
  'insufficient_funds',
  'processing_error',
  'no_card',
  'authentication_required',
]);

const PAID: ReadonlySet<RenewalOutcome> = new Set(['succeeded', 'authenticated', 'nothing_due']);

/** A staff retry that did not pay: the order waits for its automatic retry as before. */
function staffRetryFailed(
  outcome: RenewalOutcome,
  attempts: number,
  scheduledRetryAt: Date,
): DunningStep {
  const waiting = outcome === 'authentication_required';
  return {
    status: waiting ? 'requires_action' : 'payment_failed',
    chargeAttempts: attempts,
    retryAt: scheduledRetryAt,
    pausePlan: false,
    email: waiting
      ? 'authentication_needed'
      : outcome === 'provider_unavailable'
        ? null
        : 'charge_failed',
  };
}

/**
 * The next step of a renewal order after `outcome`, given the attempts made before it. A
 * decline is retried on the schedule in renewal-schedule.ts and pauses the plan once attempts
 * are used up; a bank check waits for the customer until the next retry would have been due.
 */
export function dunningStep(input: {
  outcome: RenewalOutcome;
  attemptsBefore: number;
  now: Date;
  /**
   * A staff member's "Retry now": when the automatic retry was due before it. Such a charge is
   * extra to the schedule, so it counts no attempt and, if it fails, leaves the automatic retry
   * where it was (the customer keeps every automatic attempt).
   */
  staffRetry?: { scheduledRetryAt: Date };
}): DunningStep {
  const { outcome, attemptsBefore, now, staffRetry } = input;
  if (staffRetry && !PAID.has(outcome) && outcome !== 'plan_stopped')
    return staffRetryFailed(outcome, attemptsBefore, staffRetry.scheduledRetryAt);
  const attempts = attemptsBefore + (CHARGED.has(outcome) && !staffRetry ? 1 : 0);
  const failed = (retryAt: Date | null, email: RenewalEmail | null): DunningStep => ({
    status: 'payment_failed',
    chargeAttempts: attempts,
    retryAt,
    pausePlan: retryAt === null,
    email,
  });
  switch (outcome) {
    case 'succeeded':
    case 'authenticated':
    case 'nothing_due':
      return {
        status: 'paid',
        chargeAttempts: attempts,
        retryAt: null,
        pausePlan: false,
        email: 'receipt',
      };
    case 'provider_unavailable':
      return failed(new Date(now.getTime() + OUTAGE_RETRY_MS), null);
    case 'authentication_required':
      return {
        status: 'requires_action',
        chargeAttempts: attempts,
        retryAt:
          nextRetryAt(attempts, now) ?? new Date(now.getTime() + FINAL_AUTHENTICATION_WINDOW_MS),
        pausePlan: false,
        email: 'authentication_needed',
      };
    case 'authentication_expired':
      return failed(null, 'charge_failed');
    case 'plan_stopped':
      // The customer stopped the plan themselves: nothing to pause and nothing to tell them.
      return { ...failed(null, null), pausePlan: false };
    default:
      return failed(nextRetryAt(attempts, now), 'charge_failed');
  }
}

/** Whether an order still waiting for its bank check at its retry time is charged again. */
export function mayChargeAgain(attemptsMade: number): boolean {
  return attemptsMade < MAX_CHARGE_ATTEMPTS;
}

/** The outcome an intent stands for after an off-session charge or the customer's check. */
export function outcomeOfIntent(intent: {
  status: ProviderIntentStatus;
  last_payment_error: PaymentError | null;
}): RenewalOutcome {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'requires_action') return 'authentication_required';
  const error = intent.last_payment_error;
  if (
    error?.code === 'authentication_required' ||
    error?.decline_code === 'authentication_required'
  )
    return 'authentication_required';
  if (error?.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (error?.decline_code === 'insufficient_funds') return 'insufficient_funds';
  if (error?.code === 'processing_error') return 'processing_error';
  return 'declined';
}
