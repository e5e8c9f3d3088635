import { clockNowMs } from '@/server/clock';
import {
  signTimestamped,
  timestampedSignatureProblem,
  type SignatureProblem,
} from '@/server/security/timestamped-signature';
import { CarrierWebhookError } from '../types';

/** A delivery signed longer ago (or further ahead) than five minutes is a replay. */
export const CARRIER_SIGNATURE_TOLERANCE_SECONDS = 300;

const nowSeconds = () => Math.floor(clockNowMs() / 1000);

const PROBLEMS: Record<SignatureProblem, string> = {
  missing: 'No signature header.',
  no_timestamp: 'The signature header is malformed.',
  no_signature: 'The signature header is malformed.',
  expired: 'The signature is too old.',
  mismatch: 'The signature does not match.',
};

/** A `Carrier-Signature` header (`t=…,v1=…`), the scheme Stripe uses for its webhooks. */
export function signCarrierWebhook(
  body: Buffer | string,
  secret: string,
  timestamp = nowSeconds(),
): string {
  return signTimestamped(body, secret, timestamp);
}

export function verifyCarrierWebhook(
  body: Buffer,
  header: string | undefined,
  secret: string,
  now = nowSeconds(),
): void {
  const problem = timestampedSignatureProblem(body, header, secret, {
    now,
    toleranceSeconds: CARRIER_SIGNATURE_TOLERANCE_SECONDS,
  });
  if (problem) throw new CarrierWebhookError(PROBLEMS[problem], 'signature');
}
