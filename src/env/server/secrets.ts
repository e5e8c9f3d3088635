/**
 * How strong a secret the shop chooses for itself must be in staging and production (./profile.ts):
 * NEXTAUTH_SECRET, JOBS_SECRET, METRICS_TOKEN, CARRIER_WEBHOOK_SECRET. Secrets a provider issues
 * (Stripe's, Intercom's, reCAPTCHA's) have their own formats and are not judged here.
 *
 * The rule, in order (the first that fails is the reason given):
 *  1. not a known default: a placeholder word (changeme, secret, password, example...) anywhere in
 *     it, or a value published in this repository (the test servers' own secrets);
 *  2. at least 32 characters;
 *  3. not one short part repeated (`abcabc…`), nor a run of 8 consecutive characters (`abcdefgh`,
 *     `12345678`);
 *  4. an estimated 80 bits or more: its length times the Shannon entropy of its characters (at
 *     least 2.5 bits a character). Random secrets pass with room to spare: over 200,000 draws,
 *     `openssl rand -hex 16` (32 characters) never scored under 90 bits nor 2.8 bits a
 *     character; `openssl rand -hex 32`, `-base64 24` and UUIDs scored over 100.
 * An estimate from the characters alone cannot see a phrase a person chose; it refuses what is
 * plainly weak (`x`, forty "a"s, `changeme`), and `openssl rand -hex 32` always passes.
 */

export const MIN_SECRET_LENGTH = 32;
export const MIN_SECRET_BITS = 80;
const MIN_BITS_PER_CHARACTER = 2.5;
const LONGEST_RUN = 8;

/** Placeholder words: a secret holding one was typed by a person from an example. */
const PLACEHOLDER_WORDS = [
  'changeme',
  'replaceme',
  'example',
  'placeholder',
  'default',
  'secret',
  'password',
  'letmein',
];

/** Values this repository itself publishes (test servers, docs), normalised as below. */
const PUBLISHED_VALUES = new Set(['e2ejobssecretforbrowserjourneys']);

const normalised = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Shannon entropy of the value's characters, in bits per character. */
export function bitsPerCharacter(value: string): number {
  const counts = new Map<string, number>();
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1);
  const length = [...value].length;
  let bits = 0;
  for (const count of counts.values()) bits -= (count / length) * Math.log2(count / length);
  return bits;
}

/** True when the value is one shorter part said again and again (`abcabcabc`). */
function repeatsItself(value: string): boolean {
  for (let period = 1; period <= value.length / 2; period += 1) {
    if (value.length % period === 0 && value.slice(period) === value.slice(0, -period)) return true;
  }
  return false;
}

/** The longest run of characters each one up or one down from the last (`abcd`, `9876`). */
function longestRun(value: string): number {
  let longest = 1;
  let run = 1;
  let step = 0;
  for (let i = 1; i < value.length; i += 1) {
    const difference = value.charCodeAt(i) - value.charCodeAt(i - 1);
    if (Math.abs(difference) !== 1) run = 1;
    else run = difference === step ? run + 1 : 2;
    step = difference;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** Why the secret is too weak for a deployment, or null when it is strong enough. */
export function secretWeakness(value: string): string | null {
  const plain = normalised(value);
  const word = PLACEHOLDER_WORDS.find((placeholder) => plain.includes(placeholder));
  if (word) return `holds the placeholder "${word}"`;
  if (PUBLISHED_VALUES.has(plain)) return 'is a value published in the shop’s own repository';
  if (value.length < MIN_SECRET_LENGTH)
    return `must be at least ${MIN_SECRET_LENGTH} characters (it has ${value.length})`;
  if (repeatsItself(value)) return 'repeats one short part';
  if (longestRun(value) >= LONGEST_RUN) return 'holds a run of consecutive characters';
  const perCharacter = bitsPerCharacter(value);
  const bits = Math.floor(perCharacter * value.length);
  if (perCharacter < MIN_BITS_PER_CHARACTER || bits < MIN_SECRET_BITS)
    return `is too predictable (about ${bits} bits; ${MIN_SECRET_BITS} needed)`;
  return null;
}
