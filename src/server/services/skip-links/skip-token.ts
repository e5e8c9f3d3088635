import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/server/auth/auth-secret';

/** A skip link works this long after its reminder (the box's own cut-off usually comes first). */
export const SKIP_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface SkipClaim {
  subscriptionId: number;
  /** The box it skips (YYYY-MM-DD): a link never skips any other box. */
  deliveryDate: string;
  expiresAt: Date;
}

export type SkipTokenCheck =
  { ok: true; claim: SkipClaim } | { ok: false; reason: 'invalid' | 'expired' };

// Its own key, derived from the app's secret, so a skip signature is good for nothing else.
const key = () => createHmac('sha256', authSecret()).update('skip-links/v1').digest();
const signature = (payload: string) =>
  createHmac('sha256', key()).update(payload).digest('base64url');

/** `<subscription>.<delivery date>.<expiry, epoch seconds>.<HMAC of the three>` */
export function signSkipToken(subscriptionId: number, deliveryDate: string, now: Date): string {
  const expires = Math.floor((now.getTime() + SKIP_LINK_TTL_MS) / 1000);
  const payload = `${subscriptionId}.${deliveryDate}.${expires}`;
  return `${payload}.${signature(payload)}`;
}

export function verifySkipToken(token: string, now: Date): SkipTokenCheck {
  const match = /^(\d{1,10})\.(\d{4}-\d{2}-\d{2})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, id, date, expires, sent] = match;
  const expected = Buffer.from(signature(`${id}.${date}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(sent!))) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { subscriptionId: Number(id), deliveryDate: date!, expiresAt } };
}
