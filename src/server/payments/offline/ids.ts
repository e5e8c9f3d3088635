import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 24 random alphanumerics, the length of the random part of Stripe's ids. */
export function randomToken(length = 24): string {
  let token = '';
  // randomInt, not bytes modulo 62: every character equally likely.
  for (let index = 0; index < length; index += 1) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

/** A Stripe-looking id: `pi_…`, `seti_…`, `pm_…`, `cus_…`, `evt_…`, `re_…`, `dp_…`. */
export function newId(prefix: 'pi' | 'seti' | 'pm' | 'cus' | 'evt' | 're' | 'dp'): string {
  return `${prefix}_${randomToken()}`;
}

export function newClientSecret(id: string): string {
  return `${id}_secret_${randomToken()}`;
}
