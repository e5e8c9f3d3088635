import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentProviderError, type ProviderEvent } from '../types';
import { newId } from './ids';
import { clockNowMs } from '@/server/clock';

/** Stripe's default: a signed event older (or newer) than five minutes is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const nowSeconds = () => Math.floor(clockNowMs() / 1000);

function hmac(body: Buffer | string, secret: string, timestamp: number): string {
  // Signed over the bytes as received: decoding and re-encoding could change them.
  return createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body)
    .digest('hex');
}

/** A `Stripe-Signature` header (`t=…,v1=…`) for a body, as Stripe signs its webhooks. */
export function signOfflineWebhook(
  body: Buffer | string,
  secret: string,
  timestamp = nowSeconds(),
): string {
  return `t=${timestamp},v1=${hmac(body, secret, timestamp)}`;
}

const refuse = (message: string): never => {
  throw new PaymentProviderError(message, 'invalid_signature', undefined, 'invalid_request');
};

/** Checks a `Stripe-Signature` header over the raw body; throws 'invalid_signature' if not. */
export function verifyOfflineWebhook(
  body: Buffer | string,
  header: string | undefined,
  secret: string,
  now = nowSeconds(),
): void {
  if (!header) return refuse('No signature header.');
  let timestamp = Number.NaN;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim());
    if (key === 't') timestamp = Number(value);
    // Several v1 signatures are sent while a secret is being rolled.
    if (key === 'v1' && value) candidates.push(value);
  }
  if (!Number.isSafeInteger(timestamp)) refuse('No timestamp in the signature header.');
  if (candidates.length === 0) refuse('No v1 signature in the signature header.');
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    refuse('The signature timestamp is outside the tolerance zone.');
  const expected = Buffer.from(hmac(body, secret, timestamp), 'utf8');
  const matches = candidates.some((candidate) => {
    const given = Buffer.from(candidate, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) refuse('No signature matches the expected signature for the payload.');
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
