/**
 * The deployment profile's refusals: rules that weigh a variable against APP_ENV or against
 * another variable, run as one zod refinement over every value (./variables.ts checks each value
 * on its own). Staging and production refuse the local stand-ins (embedded database, photos on
 * disk, emails in the log) and weak secrets; production also refuses to start without its
 * secrets, and with the offline payment and tax providers; the test clocks and test routes are
 * refused outside APP_ENV=test.
 */

import type { z } from 'zod';
import { isOn, type AppEnv } from '@/env/client';
import { secretWeakness } from './secrets';
import { appEnvOf, MIN_LENGTH, type RawServerEnv } from './variables';

/**
 * The zero-configuration stand-ins (the embedded database, photos on local disk, emails written
 * to the log) serve a laptop and the tests only: a deployment keeps state in one shared place and
 * must never print an email, links included, where log shippers keep it.
 */
export function allowsLocalStandIns(appEnv: AppEnv): boolean {
  return appEnv === 'local' || appEnv === 'test';
}

const BUCKET_VARIABLES = [
  'CLAIMS_S3_ENDPOINT',
  'CLAIMS_S3_BUCKET',
  'CLAIMS_S3_ACCESS_KEY_ID',
  'CLAIMS_S3_SECRET_ACCESS_KEY',
] as const;
const BUCKET_SET =
  'CLAIMS_S3_ENDPOINT, CLAIMS_S3_BUCKET, CLAIMS_S3_ACCESS_KEY_ID and CLAIMS_S3_SECRET_ACCESS_KEY';

type Refuse = (message: string) => void;

/** The test clocks and the journeys' routes: only with APP_ENV=test. */
function refuseTestSwitches(raw: RawServerEnv, appEnv: AppEnv, refuse: Refuse): void {
  if (appEnv === 'test') {
    const days = raw.FULFILMENT_CLOCK_OFFSET_DAYS;
    if (days && !/^\d{1,2}$/.test(days))
      refuse(`FULFILMENT_CLOCK_OFFSET_DAYS must be a whole number of days, got "${days}"`);
    const at = raw.SHOP_CLOCK_AT;
    if (
      at &&
      (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(at) || Number.isNaN(Date.parse(at)))
    )
      refuse(
        `SHOP_CLOCK_AT must be an ISO instant with its zone (2027-11-24T15:00:00Z), got "${at}"`,
      );
    return;
  }
  if (raw.FULFILMENT_CLOCK_OFFSET_DAYS)
    refuse('FULFILMENT_CLOCK_OFFSET_DAYS is a test clock: only allowed with APP_ENV=test');
  if (raw.SHOP_CLOCK_AT) refuse('SHOP_CLOCK_AT is a test clock: only allowed with APP_ENV=test');
  // Any other deployment with it on refuses to start, whatever its build holds.
  if (isOn(raw.E2E_TEST_ROUTES))
    refuse('E2E_TEST_ROUTES is for the browser journeys: only allowed with APP_ENV=test');
}

/** The offline payment provider's added latency: for benchmarks and tests, never production. */
function refuseProviderLatency(raw: RawServerEnv, appEnv: AppEnv, refuse: Refuse): void {
  const latency = raw.OFFLINE_PROVIDER_LATENCY_MS;
  const jitter = raw.OFFLINE_PROVIDER_LATENCY_JITTER_MS;
  if (!latency && !jitter) return;
  if (appEnv === 'production') {
    refuse('OFFLINE_PROVIDER_LATENCY_MS is for benchmarks and tests: refused in production');
    return;
  }
  const latencyMs = Number(latency ?? 0);
  if (jitter !== undefined && Number(jitter) > latencyMs)
    refuse('OFFLINE_PROVIDER_LATENCY_JITTER_MS must not be more than OFFLINE_PROVIDER_LATENCY_MS');
}

/** A bucket named in part, in any profile: the four go together. */
function refusePartialBucket(raw: RawServerEnv, refuse: Refuse): void {
  const missing = BUCKET_VARIABLES.filter((name) => !raw[name]);
  if (missing.length > 0 && missing.length < BUCKET_VARIABLES.length)
    refuse(`${BUCKET_SET} go together: ${missing.join(', ')} missing`);
}

/**
 * Staging and production (any number of instances, logs shipped elsewhere): state in PostgreSQL,
 * email through SMTP, claim photos in the bucket. Staging may still use the offline payments.
 */
function requireSharedServices(raw: RawServerEnv, appEnv: AppEnv, refuse: Refuse): void {
  const when = `when APP_ENV=${appEnv}`;
  if (!raw.DATABASE_URL)
    refuse(
      `DATABASE_URL (postgresql://...) is required ${when}: the embedded database is for local and test only`,
    );
  if (!raw.SMTP_URL)
    refuse(
      `SMTP_URL is required ${when}: without it emails, links included, would be written to the log`,
    );
  // A bucket named in part is refused by refusePartialBucket already.
  if (BUCKET_VARIABLES.every((name) => !raw[name]))
    refuse(`${BUCKET_SET} are required ${when}: claim photos must not stay on one machine's disk`);
}

/**
 * A deployment's staff TOTP key is its own (rotating NEXTAUTH_SECRET must not touch it); a laptop
 * and the tests get a local default. Its length is checked with the value (./variables.ts).
 */
function refuseSharedTotpKey(raw: RawServerEnv, appEnv: AppEnv, refuse: Refuse): void {
  const key = raw.STAFF_TOTP_KEY;
  if (!key && !allowsLocalStandIns(appEnv))
    refuse(
      `STAFF_TOTP_KEY is required when APP_ENV=${appEnv}: it encrypts staff authenticator secrets`,
    );
  if (key && key === raw.NEXTAUTH_SECRET)
    refuse('STAFF_TOTP_KEY must not be NEXTAUTH_SECRET: each is rotated on its own');
  const previous = (raw.STAFF_TOTP_KEY_PREVIOUS ?? '').split(',').map((part) => part.trim());
  if (key && previous.includes(key))
    refuse('STAFF_TOTP_KEY_PREVIOUS must not repeat STAFF_TOTP_KEY');
}

/**
 * The secrets the shop chooses for itself, in staging and production: no default, placeholder or
 * guessable value (./secrets.ts says what passes). Locally and in tests anything goes.
 */
function refuseWeakSecrets(raw: RawServerEnv, refuse: Refuse): void {
  const chosen = [
    'NEXTAUTH_SECRET',
    'JOBS_SECRET',
    'METRICS_TOKEN',
    'CARRIER_WEBHOOK_SECRET',
    'STAFF_TOTP_KEY',
  ] as const;
  for (const name of chosen) {
    const value = raw[name];
    if (value === undefined) continue;
    // Already refused for its length (the rules every profile keeps): one line per variable.
    const minLength = (MIN_LENGTH as Partial<Record<string, number>>)[name];
    if (minLength && value.length < minLength) continue;
    const weakness = secretWeakness(value);
    if (weakness) refuse(`${name} ${weakness}: generate one, e.g. \`openssl rand -hex 32\``);
  }
}

/** What production cannot start without. */
function requireProductionSecrets(raw: RawServerEnv, refuse: Refuse): void {
  const required: Array<[string, string | undefined]> = [
    ['NEXTAUTH_SECRET', raw.NEXTAUTH_SECRET],
    ['NEXTAUTH_URL', raw.NEXTAUTH_URL],
    ['NEXT_PUBLIC_SITE_URL', raw.NEXT_PUBLIC_SITE_URL],
    [
      'STRIPE_SECRET_KEY (the offline payment and tax providers are refused in production)',
      raw.STRIPE_SECRET_KEY,
    ],
    ['STRIPE_WEBHOOK_SECRET', raw.STRIPE_WEBHOOK_SECRET],
    ['RECAPTCHA_SECRET_KEY', raw.RECAPTCHA_SECRET_KEY],
    ['JOBS_SECRET', raw.JOBS_SECRET],
  ];
  for (const [name, value] of required)
    if (!value) refuse(`${name} is required when APP_ENV=production`);
}

/** The profile's refusals, as one zod refinement over the raw values. */
export function refuseForProfile(raw: RawServerEnv, ctx: z.RefinementCtx): void {
  const refuse: Refuse = (message) => ctx.addIssue({ code: 'custom', message });
  const appEnv = appEnvOf(raw);
  refuseTestSwitches(raw, appEnv, refuse);
  refuseProviderLatency(raw, appEnv, refuse);
  refusePartialBucket(raw, refuse);
  if (raw.STRIPE_SECRET_KEY && !raw.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY)
    refuse('STRIPE_SECRET_KEY is set without NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY');
  if (!allowsLocalStandIns(appEnv)) requireSharedServices(raw, appEnv, refuse);
  refuseSharedTotpKey(raw, appEnv, refuse);
  if (!allowsLocalStandIns(appEnv)) refuseWeakSecrets(raw, refuse);
  if (appEnv === 'production') requireProductionSecrets(raw, refuse);
}
