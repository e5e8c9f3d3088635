/**
 * Each server variable's own rule (a zod check per variable, so one parse reports every bad value
 * at once) and the typed environment built from the values once they all pass. The rules that
 * weigh one variable against another, or against APP_ENV, are in ./profile.ts.
 */

import { z } from 'zod';
import { APP_ENVS, isOn, isSwitchWord, type AppEnv } from '@/env/client';

/** Each job is mostly waiting on the payment provider; see docs/performance.md (renewals benchmark). */
export const DEFAULT_JOB_CONCURRENCY = 6;
export const DEFAULT_WORKER_PORT = 9464;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Shorter than this is refused in every profile (staging and production also judge strength). */
export const MIN_LENGTH = { CARRIER_WEBHOOK_SECRET: 32, METRICS_TOKEN: 16, STAFF_TOTP_KEY: 32 };

/** A problem with a set value, or null. */
type Check = (raw: string, name: string) => string | null;

function checked(check?: Check) {
  return (name: string) =>
    z
      .string()
      .optional()
      .superRefine((raw, ctx) => {
        const problem = raw === undefined ? null : (check?.(raw, name) ?? null);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      });
}

const text = checked();
/** A switch: true/false, 1/0, yes/no, on/off (any case); unset is off. */
const switchOf = checked((raw, name) =>
  isSwitchWord(raw) ? null : `${name} must be true or false, got "${raw}"`,
);

const url = (...protocols: string[]) =>
  checked((raw, name) => {
    try {
      const { protocol } = new URL(raw);
      return protocols.includes(protocol)
        ? null
        : `${name} must use ${protocols.join(' or ')}, got "${protocol}"`;
    } catch {
      return `${name} is not a valid URL`;
    }
  });

const between = (min: number, max: number) =>
  checked((raw, name) =>
    Number.isInteger(Number(raw)) && Number(raw) >= min && Number(raw) <= max
      ? null
      : `${name} must be an integer between ${min} and ${max}, got "${raw}"`,
  );

const count = (max: number) =>
  checked((raw, name) =>
    /^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= max
      ? null
      : `${name} must be a whole number between 1 and ${max}, got "${raw}"`,
  );

const milliseconds = (max = 3_600_000) =>
  checked((raw, name) =>
    /^\d+$/.test(raw) && Number(raw) <= max
      ? null
      : `${name} must be whole milliseconds from 0 (off) to ${max}, got "${raw}"`,
  );

const latency = checked((raw, name) =>
  /^\d{1,5}$/.test(raw) && Number(raw) <= 60_000
    ? null
    : `${name} must be a whole number of milliseconds up to 60000, got "${raw}"`,
);

const oneOf = (values: readonly string[]) =>
  checked((raw, name) =>
    values.includes(raw.toLowerCase())
      ? null
      : `${name} must be one of ${values.join(', ')}, got "${raw}"`,
  );

const secret = (minLength?: number) =>
  checked((raw, name) =>
    minLength && raw.length < minLength ? `${name} must be at least ${minLength} characters` : null,
  );

const appEnvName = checked((raw, name) =>
  (APP_ENVS as readonly string[]).includes(raw)
    ? null
    : `${name} must be one of ${APP_ENVS.join(', ')}, got "${raw}"`,
);

const keyList = (key: string) => key.split(',').map((part) => part.trim());

const SERVER = {
  APP_ENV: appEnvName,
  PORT: between(1, 65535),
  NEXTAUTH_URL: url('http:', 'https:'),
  MAINTENANCE_MODE: switchOf,
  DATABASE_URL: url('postgres:', 'postgresql:'),
  DATABASE_POOL_MAX: count(1000),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(),
  DATABASE_LOCK_TIMEOUT_MS: milliseconds(),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(),
  PGLITE_DIR: text,
  NEXTAUTH_SECRET: text,
  STAFF_TOTP_KEY: secret(MIN_LENGTH.STAFF_TOTP_KEY),
  STAFF_TOTP_KEY_PREVIOUS: checked((raw, name) =>
    keyList(raw).some((key) => key && key.length < 32)
      ? `${name} must be at least 32 characters`
      : null,
  ),
  TRUST_PROXY: switchOf,
  TRUSTED_PROXY_COUNT: count(10),
  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  CARRIER_WEBHOOK_SECRET: secret(MIN_LENGTH.CARRIER_WEBHOOK_SECRET),
  SMTP_URL: url('smtp:', 'smtps:'),
  EMAIL_FROM: text,
  OUTBOX_DIR: text,
  RECAPTCHA_SECRET_KEY: text,
  SENTRY_DSN: url('https:', 'http:'),
  SENTRY_TRACES_SAMPLE_RATE: checked((raw, name) =>
    Number(raw) >= 0 && Number(raw) <= 1
      ? null
      : `${name} must be a number from 0 to 1, got "${raw}"`,
  ),
  INTERCOM_ACCESS_TOKEN: text,
  INTERCOM_IDENTITY_SECRET: text,
  INTERCOM_API_BASE_URL: url('http:', 'https:'),
  JOBS_SECRET: text,
  WORKER: switchOf,
  SHUTDOWN_GRACE_MS: count(600_000),
  JOB_CONCURRENCY: count(100),
  OFFLINE_PROVIDER_LATENCY_MS: latency,
  OFFLINE_PROVIDER_LATENCY_JITTER_MS: latency,
  FEATURE_FLAGS: text,
  // The test clocks and test routes depend on APP_ENV: ./profile.ts.
  FULFILMENT_CLOCK_OFFSET_DAYS: text,
  SHOP_CLOCK_AT: text,
  E2E_TEST_ROUTES: switchOf,
  CLAIMS_UPLOAD_DIR: text,
  CLAIMS_S3_ENDPOINT: url('http:', 'https:'),
  CLAIMS_S3_BUCKET: text,
  CLAIMS_S3_ACCESS_KEY_ID: text,
  CLAIMS_S3_SECRET_ACCESS_KEY: text,
  CLAIMS_S3_REGION: text,
  WORKER_PORT: between(0, 65535),
  METRICS_TOKEN: secret(MIN_LENGTH.METRICS_TOKEN),
  LOG_LEVEL: oneOf(LOG_LEVELS),
  /** Where server-side code reaches the API (serverApiBaseUrl in src/env/server-render.ts). */
  API_BASE_URL: text,
};

/**
 * The browser's variables (src/env/client.ts), validated here with the rest: the server starts
 * from the same environment the build inlined them from, and reads its own copies.
 */
const PUBLIC = {
  NEXT_PUBLIC_SITE_URL: url('http:', 'https:'),
  NEXT_PUBLIC_APP_ENV: appEnvName,
  NEXT_PUBLIC_ALLOW_INDEXING: switchOf,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: text,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: text,
  NEXT_PUBLIC_FEATURE_FLAGS: text,
};

type Shape<T> = { [K in keyof T]: ReturnType<typeof text> };
const shapeOf = <T extends Record<string, (name: string) => ReturnType<typeof text>>>(
  builders: T,
) =>
  Object.fromEntries(
    Object.entries(builders).map(([name, build]) => [name, build(name)]),
  ) as Shape<T>;

export const serverShape = shapeOf(SERVER);
export const publicShape = shapeOf(PUBLIC);

export type ServerVariable = keyof typeof SERVER | keyof typeof PUBLIC;
export type RawServerEnv = Partial<Record<ServerVariable, string>>;
/** Every variable the server environment reads (the .env.example check). */
export const SERVER_VARIABLES = [
  ...Object.keys(SERVER),
  ...Object.keys(PUBLIC),
] as ServerVariable[];

/** The source's values of our variables, trimmed; blank counts as unset. */
export function rawServerEnv(
  source: Record<string, string | undefined>,
): Record<ServerVariable, string | undefined> {
  return Object.fromEntries(
    SERVER_VARIABLES.map((name) => [name, source[name]?.trim() || undefined]),
  ) as Record<ServerVariable, string | undefined>;
}

export function appEnvOf(raw: RawServerEnv): AppEnv {
  const value = raw.APP_ENV ?? 'local';
  return (APP_ENVS as readonly string[]).includes(value) ? (value as AppEnv) : 'local';
}

const numberOr = (raw: string | undefined, fallback: number) =>
  raw === undefined ? fallback : Number(raw);

/** Latency the offline payment provider adds (benchmarks, tests): jitter 20% unless given. */
function providerLatency(raw: RawServerEnv) {
  const latencyMs = numberOr(raw.OFFLINE_PROVIDER_LATENCY_MS, 0);
  const jitterMs = numberOr(raw.OFFLINE_PROVIDER_LATENCY_JITTER_MS, Math.round(latencyMs / 5));
  return latencyMs > 0 ? { latencyMs, jitterMs: Math.min(jitterMs, latencyMs) } : null;
}

/** An S3-compatible bucket for claim photos: all of endpoint, bucket and keys (./profile.ts), or none. */
function claimsBucket(raw: RawServerEnv) {
  const endpoint = raw.CLAIMS_S3_ENDPOINT;
  const bucket = raw.CLAIMS_S3_BUCKET;
  const accessKeyId = raw.CLAIMS_S3_ACCESS_KEY_ID;
  const secretAccessKey = raw.CLAIMS_S3_SECRET_ACCESS_KEY;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null;
  const region = raw.CLAIMS_S3_REGION ?? 'us-east-1';
  return { endpoint, bucket, accessKeyId, secretAccessKey, region };
}

/** The typed environment, from values that passed every rule. */
export function toServerEnv(raw: RawServerEnv) {
  const appEnv = appEnvOf(raw);
  const port = numberOr(raw.PORT, 3000);
  return {
    appEnv,
    isProduction: appEnv === 'production',
    port,
    // The origin of every link we send out (emails, referral links). Production must name it;
    // locally it is the server itself, on whatever port it was started (`npm run serve` sets
    // NEXTAUTH_URL from that port too).
    siteUrl: raw.NEXT_PUBLIC_SITE_URL ?? raw.NEXTAUTH_URL ?? `http://localhost:${port}`,
    allowIndexing: isOn(raw.NEXT_PUBLIC_ALLOW_INDEXING),
    maintenanceMode: isOn(raw.MAINTENANCE_MODE),
    databaseUrl: raw.DATABASE_URL,
    /** Connections per app instance to DATABASE_URL; size it to the server's limit. */
    databasePoolMax: numberOr(raw.DATABASE_POOL_MAX, 10),
    /** Per-connection limits on PostgreSQL (docs/operations.md, "Bounded database work"). */
    databaseTimeouts: {
      statementMs: numberOr(raw.DATABASE_STATEMENT_TIMEOUT_MS, 30_000),
      lockMs: numberOr(raw.DATABASE_LOCK_TIMEOUT_MS, 10_000),
      idleInTransactionMs: numberOr(raw.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS, 60_000),
    },
    pgliteDir: raw.PGLITE_DIR ?? '.data/pglite',
    authSecret: raw.NEXTAUTH_SECRET,
    /** Encrypts staff authenticator secrets (src/server/admin/totp-keys.ts); not the session secret. */
    staffTotpKey: raw.STAFF_TOTP_KEY,
    /** Keys still read while stored secrets are re-encrypted (comma-separated; oldest last). */
    staffTotpKeyPrevious: keyList(raw.STAFF_TOTP_KEY_PREVIOUS ?? '').filter(Boolean),
    authUrl: raw.NEXTAUTH_URL,
    /** Behind proxies that append the client's address to X-Forwarded-For (see client-address). */
    trustProxy: isOn(raw.TRUST_PROXY),
    /** How many of those proxies stand in front of the app (a load balancer alone: 1). */
    trustedProxyCount: numberOr(raw.TRUSTED_PROXY_COUNT, 1),
    stripeSecretKey: raw.STRIPE_SECRET_KEY,
    stripePublishableKey: raw.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    stripeWebhookSecret: raw.STRIPE_WEBHOOK_SECRET,
    /** Signs carrier events sent to /api/v3/webhooks/carriers/; unset: none are accepted. */
    carrierWebhookSecret: raw.CARRIER_WEBHOOK_SECRET,
    smtpUrl: raw.SMTP_URL,
    emailFrom: raw.EMAIL_FROM ?? 'Ollie <hello@ollie.example>',
    outboxDir: raw.OUTBOX_DIR,
    recaptchaSecret: raw.RECAPTCHA_SECRET_KEY,
    sentryDsn: raw.SENTRY_DSN,
    intercomAccessToken: raw.INTERCOM_ACCESS_TOKEN,
    intercomIdentitySecret: raw.INTERCOM_IDENTITY_SECRET,
    /** Intercom's REST API for contact sync: another region's host, or the tests' stand-in. */
    intercomApiBaseUrl: raw.INTERCOM_API_BASE_URL,
    jobsSecret: raw.JOBS_SECRET,
    /** Run the job worker inside the web server (`npm start`); off leaves it to `npm run worker`. */
    worker: raw.WORKER === undefined ? true : isOn(raw.WORKER),
    /** On SIGTERM, how long a web server or worker may finish what it holds before it lets go. */
    shutdownGraceMs: numberOr(raw.SHUTDOWN_GRACE_MS, 20_000),
    /** Renewal charges a worker runs at once (reminders, notices, emails: a quarter); see slotsFor. */
    jobConcurrency: numberOr(raw.JOB_CONCURRENCY, DEFAULT_JOB_CONCURRENCY),
    /** Delay added to each offline payment provider call (benchmarks, tests); null: none. */
    offlineProviderLatency: providerLatency(raw),
    featureFlags: raw.FEATURE_FLAGS,
    /**
     * Test clock for fulfilment only: its "today" runs this many days ahead, so a journey can
     * pack a box it just ordered (whose cut-off is days away). Refused outside APP_ENV=test.
     */
    fulfilmentClockOffsetDays: numberOr(raw.FULFILMENT_CLOCK_OFFSET_DAYS, 0),
    /** Test clock: the server's now starts at this instant (ms) and runs on; null: real time. */
    clockStartsAt: raw.SHOP_CLOCK_AT ? Date.parse(raw.SHOP_CLOCK_AT) : null,
    /** Box-claim photos: this directory (never under public/), unless a bucket is configured. */
    claimsUploadDir: raw.CLAIMS_UPLOAD_DIR ?? '.data/uploads',
    claimsS3: claimsBucket(raw),
    /**
     * The /api/e2e/* helpers the Playwright suite drives. Served only by the journeys' own server
     * entry (scripts/e2e-web.ts), never by a build's; refused outside APP_ENV=test.
     */
    e2eTestRoutes: isOn(raw.E2E_TEST_ROUTES),
    /** Where `npm run worker` serves /health, /ready and /metrics (0: any free port). */
    workerPort: numberOr(raw.WORKER_PORT, DEFAULT_WORKER_PORT),
    /** Bearer token of GET /api/metrics; without one the route answers 404. */
    metricsToken: raw.METRICS_TOKEN,
  };
}

export type ServerEnv = ReturnType<typeof toServerEnv>;
