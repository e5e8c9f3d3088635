import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { serverEnv } from '@/env/server';
import { authSecret } from '@/server/auth/auth-secret';

/**
 * The keys staff authenticator secrets are encrypted with (AES-256-GCM), kept apart from
 * NEXTAUTH_SECRET so that rotating the session secret after a leak leaves every authenticator
 * working. See docs/operations.md, "Staff TOTP key".
 *
 * Stored form: `v2.<key id>.<iv>.<tag>.<data>`. The key id (a hash of the key, not the key) says
 * which key wrote it, so a previous key (STAFF_TOTP_KEY_PREVIOUS) still reads it until it is
 * re-encrypted under the current one. `v1.<iv>.<tag>.<data>` is the form from before the key had
 * its own variable (key derived from NEXTAUTH_SECRET): still read, as a previous key is.
 */
interface TotpKey {
  id: string;
  key: Buffer;
}

const derive = (material: string, salt: string, info: string) =>
  Buffer.from(hkdfSync('sha256', material, salt, info, 32));

function keyOf(material: string): TotpKey {
  const key = derive(material, 'staff-totp', 'totp-secret-key:v2');
  const id = createHash('sha256').update('key-id').update(key).digest('base64url').slice(0, 10);
  return { id, key };
}

/**
 * STAFF_TOTP_KEY, or on a laptop and in tests (which need no set-up) a key derived from the
 * local session secret: env validation refuses staging and production without the variable.
 */
function currentKey(): TotpKey {
  const env = serverEnv();
  return keyOf(env.staffTotpKey ?? `local-default:${authSecret()}`);
}

function previousKeys(): TotpKey[] {
  return serverEnv().staffTotpKeyPrevious.map(keyOf);
}

/** The key of the v1 form: derived from NEXTAUTH_SECRET, as before STAFF_TOTP_KEY existed. */
function legacyKey(): Buffer {
  return derive(serverEnv().authSecret ?? authSecret(), 'staff-totp', 'totp-secret-key');
}

const b64 = (part: Buffer) => part.toString('base64url');

export function encryptSecret(secret: string): string {
  const { id, key } = currentKey();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v2', id, b64(iv), b64(cipher.getAuthTag()), b64(data)].join('.');
}

export class TotpKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TotpKeyError';
  }
}

function open(key: Buffer, iv: string, tag: string, data: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

export function decryptSecret(stored: string): string {
  const parts = stored.split('.');
  if (parts[0] === 'v1' && parts.length === 4) {
    try {
      return open(legacyKey(), parts[1]!, parts[2]!, parts[3]!);
    } catch {
      throw new TotpKeyError(
        'A staff TOTP secret in the old form (v1) does not open with the NEXTAUTH_SECRET-derived key: NEXTAUTH_SECRET was changed before `npm run staff:rekey-totp` re-encrypted it',
      );
    }
  }
  if (parts[0] === 'v2' && parts.length === 5) {
    const [, id, iv, tag, data] = parts as [string, string, string, string, string];
    const key = [currentKey(), ...previousKeys()].find((candidate) => candidate.id === id);
    if (!key)
      throw new TotpKeyError(
        `A staff TOTP secret is encrypted under key ${id}, neither STAFF_TOTP_KEY nor STAFF_TOTP_KEY_PREVIOUS`,
      );
    return open(key.key, iv, tag, data);
  }
  throw new TotpKeyError('Unknown TOTP secret format');
}

/** True when a stored secret was written under anything but the current key. */
export function needsReencryption(stored: string): boolean {
  const [version, id] = stored.split('.');
  return version !== 'v2' || id !== currentKey().id;
}
