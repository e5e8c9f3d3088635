import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { COMMON_PASSWORDS } from './common-passwords';
import { FIELD_REQUIRED } from '@/domain/field-messages';

/**
 * Passwords are hashed with scrypt (memory-hard): N=2^15, r=8, p=1 uses 32 MiB per hash, which
 * makes guessing expensive on GPUs. The whole password is hashed, however long: no truncation.
 * Stored as `scrypt$N$r$p$salt$hash` (base64url) so parameters can be raised later.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

function scrypt(
  password: string,
  salt: Buffer,
  options: ScryptOptions & { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 128 * options.N * options.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: unknown, email?: string): string | null {
  if (typeof password !== 'string' || password.length === 0) return FIELD_REQUIRED;
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Your password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'This password is too common. Please choose another.';
  if (email && lower === email.toLowerCase())
    return 'Your password must not be your email address.';
  if (/^(.)\1+$/.test(password))
    return 'This password is too easy to guess. Please choose another.';
  return null;
}
