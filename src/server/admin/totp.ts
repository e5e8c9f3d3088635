import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { clockNowMs } from '@/server/clock';

export { decryptSecret, encryptSecret, needsReencryption } from './totp-keys';

/**
 * Authenticator (TOTP) secrets for staff: RFC 6238 with the apps' defaults (SHA-1, 6 digits,
 * 30 s). Secrets are stored encrypted (AES-256-GCM under STAFF_TOTP_KEY, see totp-keys.ts) so a
 * copy of the database alone cannot mint codes, and no API ever answers one.
 */
const ISSUER = 'Ollie console';

export function newTotpSecret(): string {
  return generateSecret();
}

export interface TotpEnrolment {
  secret: string;
  /** The otpauth:// address an authenticator app reads from the QR code. */
  uri: string;
  /** The QR code as an inline SVG document (drawn here; no outside service sees the secret). */
  qrSvg: string;
}

export async function enrolment(secret: string, email: string): Promise<TotpEnrolment> {
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/**
 * The time step a code matches (one step of clock drift either way), or null. With
 * `afterStep`, a code of that step or earlier is refused, so a code cannot be replayed.
 */
export async function verifyTotp(
  secret: string,
  code: unknown,
  afterStep?: number | null,
): Promise<number | null> {
  if (typeof code !== 'string') return null;
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    // The shop's clock, not otplib's default (the machine's): a test server sets the day.
    epoch: Math.floor(clockNowMs() / 1000),
    epochTolerance: 30,
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  });
  // The TOTP strategy's result carries the matched time step (HOTP's would not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
