/**
 * Values the browser may see: only NEXT_PUBLIC_* variables.
 * Next inlines `process.env.NEXT_PUBLIC_*` at build time, so each one is spelled out literally
 * below. They are validated where they can be wrong, on the server at start
 * (src/env/server/variables.ts, with the server's own variables): in the browser they are
 * constants of the build, and validating them there would ship zod to every page (23 kB). The
 * third parties started after hydration (analytics, RUM, error reporting, experiments, chat) are
 * not here: the browser asks the server for them (GET /api/integrations/, `thirdPartyEnv` in
 * src/env/server), so one build serves every configuration. Safe to import anywhere; the
 * server's own variables are in src/env/server.
 */

export const APP_ENVS = ['local', 'test', 'staging', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off', '']);

/** Whether a switch's value is one of its words; `isOn` says which. */
export const isSwitchWord = (raw: string) =>
  TRUE_WORDS.has(raw.trim().toLowerCase()) || FALSE_WORDS.has(raw.trim().toLowerCase());
export const isOn = (raw: string | undefined) => TRUE_WORDS.has((raw ?? '').trim().toLowerCase());

/** The names this module reads (the .env.example check). */
export const CLIENT_VARIABLES = [
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_APP_ENV',
  'NEXT_PUBLIC_ALLOW_INDEXING',
  'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'NEXT_PUBLIC_RECAPTCHA_SITE_KEY',
  'NEXT_PUBLIC_FEATURE_FLAGS',
] as const;

const given = (raw: string | undefined) => raw?.trim() || undefined;
const appEnv = given(process.env.NEXT_PUBLIC_APP_ENV) ?? 'local';

export const publicEnv = {
  siteUrl: given(process.env.NEXT_PUBLIC_SITE_URL) ?? 'http://localhost:3000',
  appEnv: ((APP_ENVS as readonly string[]).includes(appEnv) ? appEnv : 'local') as AppEnv,
  allowIndexing: isOn(process.env.NEXT_PUBLIC_ALLOW_INDEXING),
  stripePublishableKey: given(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY),
  recaptchaSiteKey: given(process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY),
  featureFlags: given(process.env.NEXT_PUBLIC_FEATURE_FLAGS),
} as const;
