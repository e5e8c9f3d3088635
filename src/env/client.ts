/**
 * Values the browser may see: only NEXT_PUBLIC_* variables.
 * Next inlines `process.env.NEXT_PUBLIC_*` at build time, so each one is spelled out literally in
 * `experimental__runtimeEnv`. The third parties started after hydration (analytics, RUM, error
 * reporting, experiments, chat) are not here: the browser asks the server for them
 * (GET /api/integrations/, `thirdPartyEnv` in src/env/server), so one build serves every
 * configuration. Safe to import anywhere; the server's own variables are in src/env/server.
 */

import { createEnv } from '@t3-oss/env-nextjs';
import { z } from 'zod';

export const APP_ENVS = ['local', 'test', 'staging', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off', '']);

/** Whether a switch's value is one of its words; `isOn` says which. */
export const isSwitchWord = (raw: string) =>
  TRUE_WORDS.has(raw.trim().toLowerCase()) || FALSE_WORDS.has(raw.trim().toLowerCase());
export const isOn = (raw: string | undefined) => TRUE_WORDS.has((raw ?? '').trim().toLowerCase());

/** A switch: true/false, 1/0, yes/no, on/off (any case); unset is off. */
export function switchVariable(name: string) {
  return z
    .string()
    .optional()
    .superRefine((raw, ctx) => {
      if (raw !== undefined && !isSwitchWord(raw))
        ctx.addIssue({ code: 'custom', message: `${name} must be true or false, got "${raw}"` });
    });
}

const text = z.string().trim().optional();

const clientSchema = {
  NEXT_PUBLIC_SITE_URL: text,
  // next.config.js sets it from APP_ENV at build time.
  NEXT_PUBLIC_APP_ENV: z.enum(APP_ENVS, {
    error: (issue) =>
      `NEXT_PUBLIC_APP_ENV must be one of ${APP_ENVS.join(', ')}, got "${String(issue.input)}"`,
  }),
  NEXT_PUBLIC_ALLOW_INDEXING: switchVariable('NEXT_PUBLIC_ALLOW_INDEXING'),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: text,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: text,
  NEXT_PUBLIC_FEATURE_FLAGS: text,
};

/** The names this module reads (the .env.example check). */
export const CLIENT_VARIABLES = Object.keys(clientSchema);

const env = createEnv({
  client: clientSchema,
  experimental__runtimeEnv: {
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV || 'local',
    NEXT_PUBLIC_ALLOW_INDEXING: process.env.NEXT_PUBLIC_ALLOW_INDEXING,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
    NEXT_PUBLIC_FEATURE_FLAGS: process.env.NEXT_PUBLIC_FEATURE_FLAGS,
  },
  emptyStringAsUndefined: true,
  onValidationError: (issues) => {
    throw new Error(`Invalid environment:\n - ${issues.map((i) => i.message).join('\n - ')}`);
  },
});

export const publicEnv = {
  siteUrl: env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
  appEnv: env.NEXT_PUBLIC_APP_ENV,
  allowIndexing: isOn(env.NEXT_PUBLIC_ALLOW_INDEXING),
  stripePublishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || undefined,
  recaptchaSiteKey: env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY || undefined,
  featureFlags: env.NEXT_PUBLIC_FEATURE_FLAGS || undefined,
} as const;
