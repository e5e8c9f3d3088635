import { clockNowMs } from '@/server/clock';
import {
  signTimestamped,
  timestampedSignatureProblem,
  type SignatureProblem,
} from '@/server/security/timestamped-signature';
import { PaymentProviderError, type ProviderEvent } from '../types';
import { newId } from './ids';

/** Stripe's default: a signed event older (or newer) than five minutes is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const nowSeconds = () => Math.floor(clockNowMs() / 1000);

/** A `Stripe-Signature` header (`t=…,v1=…`) for a body, as Stripe signs its webhooks. */
export function signOfflineWebhook(
  body: Buffer | string,
  secret: string,
  timestamp = nowSeconds(),
): string {
  return signTimestamped(body, secret, timestamp);
}

const refuse = (message: string): never => {
  throw new PaymentProviderError(message, 'invalid_signature', undefined, 'invalid_request');
};

// Stripe's own wording for each refusal.
const PROBLEMS: Record<SignatureProblem, string> = {
  missing: 'No signature header.',
  no_timestamp: 'No timestamp in the signature header.',
  no_signature: 'No v1 signature in the signature header.',
  expired: 'The signature timestamp is outside the tolerance zone.',
  mismatch: 'No signature matches the expected signature for the payload.',
};

/** Checks a `Stripe-Signature` header over the raw body; throws 'invalid_signature' if not. */
export function verifyOfflineWebhook(
  body: Buffer | string,
  header: string | undefined,
  secret: string,
  now = nowSeconds(),
): void {
  const problem = timestampedSignatureProblem(body, header, secret, {
    now,
    toleranceSeconds: SIGNATURE_TOLERANCE_SECONDS,
  });
  if (problem) refuse(PROBLEMS[problem]);
}

/** Parses a verified body; a signed body that is not an event is still refused. */
export function parseOfflineEvent(body: Buffer | string): ProviderEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof body === 'string' ? body : body.toString('utf8'));
  } catch {
    return refuse('The webhook body is not JSON.');
  }
  const event = parsed as Partial<ProviderEvent> | null;
  const object = event?.data?.object;
  if (
    typeof event?.id !== 'string' ||
    typeof event.type !== 'string' ||
    !object ||
    typeof object !== 'object'
  )
    refuse('The webhook body is not an event.');
  return parsed as ProviderEvent;
}

/** An event as Stripe sends them (`evt_…`), for tests and local tools that post webhooks. */
export function buildOfflineEvent(type: string, object: object): ProviderEvent {
  return { id: newId('evt'), type, data: { object: { ...object } } };
}
