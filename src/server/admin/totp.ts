import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { authSecret } from '@/server/auth/auth-secret';
import { clockNowMs } from '@/server/clock';

/**
 * Authenticator (TOTP) secrets for staff: RFC 6238 with the apps' defaults (SHA-1, 6 digits,
 * 30 s). Secrets are stored encrypted (AES-256-GCM, key derived from NEXTAUTH_SECRET with HKDF)
 * so a copy of the database alone cannot mint codes, and no API ever answers one.
 */
const ISSUER = 'Ollie console';

function key(): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret(), 'staff-totp', 'totp-secret-key', 32));
}

export function encryptSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

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
