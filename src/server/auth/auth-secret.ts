import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { serverEnv } from '@/env/server';

const LOCAL_SECRET_FILE = resolve('.data/auth-secret');

let cached: string | undefined;

/**
 * The secret that signs session JWTs. Production must set NEXTAUTH_SECRET (env validation refuses
 * to start otherwise). Elsewhere a random secret is created once under .data/ so local runs need
 * no set-up, sessions survive restarts, and no well-known secret ships in the code.
 */
export function authSecret(): string {
  if (cached) return cached;
  const env = serverEnv();
  if (env.authSecret) return (cached = env.authSecret);
  if (env.isProduction) throw new Error('NEXTAUTH_SECRET is required when APP_ENV=production');
  try {
    cached = readFileSync(LOCAL_SECRET_FILE, 'utf8').trim();
  } catch {
    cached = '';
  }
  if (!cached) {
    cached = randomBytes(32).toString('base64url');
    mkdirSync(dirname(LOCAL_SECRET_FILE), { recursive: true });
    writeFileSync(LOCAL_SECRET_FILE, cached, { mode: 0o600 });
  }
  return cached;
}
