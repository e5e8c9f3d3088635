import { createHmac, timingSafeEqual } from 'node:crypto';
import { clockNowMs } from '@/server/clock';
import { CarrierWebhookError } from '../types';

/** A delivery signed longer ago (or further ahead) than five minutes is a replay. */
export const CARRIER_SIGNATURE_TOLERANCE_SECONDS = 300;

const nowSeconds = () => Math.floor(clockNowMs() / 1000);

function hmac(body: Buffer | string, secret: string, timestamp: number): string {
  // Over the bytes as received: decoding and re-encoding could change them.
  return createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body)
    .digest('hex');
}

/** A `Carrier-Signature` header (`t=…,v1=…`), the scheme Stripe uses for its webhooks. */
export function signCarrierWebhook(
  body: Buffer | string,
  secret: string,
  timestamp = nowSeconds(),
): string {
  return `t=${timestamp},v1=${hmac(body, secret, timestamp)}`;
}

export function verifyCarrierWebhook(
  body: Buffer,
  header: string | undefined,
  secret: string,
  now = nowSeconds(),
): void {
  const refuse = (message: string): never => {
    throw new CarrierWebhookError(message, 'signature');
  };
  if (!header) return refuse('No signature header.');
  let timestamp = Number.NaN;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim());
    if (key === 't') timestamp = Number(value);
    if (key === 'v1' && value) candidates.push(value);
  }
  if (!Number.isSafeInteger(timestamp) || candidates.length === 0)
    refuse('The signature header is malformed.');
  if (Math.abs(now - timestamp) > CARRIER_SIGNATURE_TOLERANCE_SECONDS)
    refuse('The signature is too old.');
  const expected = Buffer.from(hmac(body, secret, timestamp), 'utf8');
  const matches = candidates.some((candidate) => {
    const given = Buffer.from(candidate, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) refuse('The signature does not match.');
}
