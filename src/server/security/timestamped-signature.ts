import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook signature scheme Stripe uses, shared by the offline payment provider and the
 * offline carrier: a header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t." + body>`, several `v1`
 * values allowed while a secret is being rolled.
 */

/** What is wrong with a signature header, for the caller to word and throw as its own error. */
export type SignatureProblem = 'missing' | 'no_timestamp' | 'no_signature' | 'expired' | 'mismatch';

function hmac(body: Buffer | string, secret: string, timestamp: number): string {
  // Signed over the bytes as received: decoding and re-encoding could change them.
  return createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body)
    .digest('hex');
}

export function signTimestamped(body: Buffer | string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(body, secret, timestamp)}`;
}

/** Null when the header signs this body with this secret within the tolerance of `now`. */
export function timestampedSignatureProblem(
  body: Buffer | string,
  header: string | undefined,
  secret: string,
  { now, toleranceSeconds }: { now: number; toleranceSeconds: number },
): SignatureProblem | null {
  if (!header) return 'missing';
  let timestamp = Number.NaN;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim());
    if (key === 't') timestamp = Number(value);
    if (key === 'v1' && value) candidates.push(value);
  }
  if (!Number.isSafeInteger(timestamp)) return 'no_timestamp';
  if (candidates.length === 0) return 'no_signature';
  if (Math.abs(now - timestamp) > toleranceSeconds) return 'expired';
  const expected = Buffer.from(hmac(body, secret, timestamp), 'utf8');
  const matches = candidates.some((candidate) => {
    const given = Buffer.from(candidate, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : 'mismatch';
}
