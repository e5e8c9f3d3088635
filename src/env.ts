/**
 * Every environment variable the shop reads, validated once.
 *
 * `APP_ENV` names the deployment (local, test, staging, production). It is not NODE_ENV:
 * `npm start` runs a production build on a laptop, which must not demand production secrets.
 * Staging and production refuse to start without a PostgreSQL server, SMTP and the claim-photo
 * bucket; production also without its secrets (see the end of `parseServerEnv`).
 */

import { secretWeakness } from './env-secrets';

export const APP_ENVS = ['local', 'test', 'staging', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/**
 * The zero-configuration stand-ins (the embedded database, photos on local disk, emails written
 * to the log) serve a laptop and the tests only: a deployment keeps state in one shared place and
 * must never print an email, links included, where log shippers keep it.
 */
export function allowsLocalStandIns(appEnv: AppEnv): boolean {
  return appEnv === 'local' || appEnv === 'test';
}

/**
 * The last line of defence where a stand-in would be chosen: `parseServerEnv` already refuses a
 * deployment without the real thing, but code paths reached some other way must not fall back.
 */
export function refuseStandInOutsideLocal(
  env: { appEnv: AppEnv },
  standIn: string,
  instead: string,
): void {
  if (allowsLocalStandIns(env.appEnv)) return;
  throw new Error(
    `Refusing ${standIn} with APP_ENV=${env.appEnv}: it is for local and test only; set ${instead}.`,
  );
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n - ${problems.join('\n - ')}`);
    this.name = 'EnvError';
  }
}

type Source = Record<string, string | undefined>;

/** Each job is mostly waiting on the payment provider; see docs/performance.md (renewals benchmark). */
export const DEFAULT_JOB_CONCURRENCY = 6;

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off', '']);

function readBoolean(source: Source, name: string, problems: string[], fallback = false): boolean {
  const raw = source[name]?.trim().toLowerCase();
  if (raw === undefined) return fallback;
  if (TRUE_WORDS.has(raw)) return true;
  if (FALSE_WORDS.has(raw)) return false;
  problems.push(`${name} must be true or false, got "${source[name]}"`);
  return fallback;
}

function readString(source: Source, name: string): string | undefined {
  const value = source[name]?.trim();
  return value ? value : undefined;
}

function readUrl(
  source: Source,
  name: string,
  problems: string[],
  protocols: string[],
): string | undefined {
  const value = readString(source, name);
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) {
      problems.push(`${name} must use ${protocols.join(' or ')}, got "${url.protocol}"`);
    }
  } catch {
    problems.push(`${name} is not a valid URL`);
  }
  return value;
}

/** Milliseconds from 0 (off) to `max`; the default when unset. */
function readMilliseconds(
  source: Source,
  name: string,
  problems: string[],
  fallback: number,
  max = 3_600_000,
): number {
  const raw = readString(source, name);
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > max) {
    problems.push(`${name} must be whole milliseconds from 0 (off) to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
}

function readPort(source: Source, problems: string[]): number {
  const raw = readString(source, 'PORT');
  if (!raw) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(`PORT must be an integer between 1 and 65535, got "${raw}"`);
    return 3000;
  }
  return port;
}

export const DEFAULT_WORKER_PORT = 9464;

function readWorkerPort(source: Source, problems: string[]): number {
  const raw = readString(source, 'WORKER_PORT');
  if (!raw) return DEFAULT_WORKER_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`WORKER_PORT must be an integer between 0 and 65535, got "${raw}"`);
    return DEFAULT_WORKER_PORT;
  }
  return port;
}

function readCount(
  source: Source,
  name: string,
  problems: string[],
  fallback: number,
  max: number,
): number {
  const raw = readString(source, name);
  if (!raw) return fallback;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count < 1 || count > max) {
    problems.push(`${name} must be a whole number between 1 and ${max}, got "${raw}"`);
    return fallback;
  }
  return count;
}

function readFulfilmentOffset(source: Source, appEnv: AppEnv, problems: string[]): number {
  const raw = readString(source, 'FULFILMENT_CLOCK_OFFSET_DAYS');
  if (!raw) return 0;
  if (appEnv !== 'test') {
    problems.push('FULFILMENT_CLOCK_OFFSET_DAYS is a test clock: only allowed with APP_ENV=test');
    return 0;
  }
  if (!/^\d{1,2}$/.test(raw)) {
    problems.push(`FULFILMENT_CLOCK_OFFSET_DAYS must be a whole number of days, got "${raw}"`);
    return 0;
  }
  return Number(raw);
}

/** The instant a test server's clock starts at (src/server/clock.ts); refused outside APP_ENV=test. */
function readClockStart(source: Source, appEnv: AppEnv, problems: string[]): number | null {
  const raw = readString(source, 'SHOP_CLOCK_AT');
  if (!raw) return null;
  if (appEnv !== 'test') {
    problems.push('SHOP_CLOCK_AT is a test clock: only allowed with APP_ENV=test');
    return null;
  }
  const at = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(raw) || Number.isNaN(at)) {
    problems.push(
      `SHOP_CLOCK_AT must be an ISO instant with its zone (2027-11-24T15:00:00Z), got "${raw}"`,
    );
    return null;
  }
  return at;
}

/** E2E_TEST_ROUTES: any other deployment with it on refuses to start, whatever its build holds. */
function readTestRoutesFlag(source: Source, appEnv: AppEnv, problems: string[]): boolean {
  const on = readBoolean(source, 'E2E_TEST_ROUTES', problems);
  if (on && appEnv !== 'test') {
    problems.push('E2E_TEST_ROUTES is for the browser journeys: only allowed with APP_ENV=test');
    return false;
  }
  return on;
}

const BUCKET_VARIABLES = {
  endpoint: 'CLAIMS_S3_ENDPOINT',
  bucket: 'CLAIMS_S3_BUCKET',
  accessKeyId: 'CLAIMS_S3_ACCESS_KEY_ID',
  secretAccessKey: 'CLAIMS_S3_SECRET_ACCESS_KEY',
};
const BUCKET_SET =
  'CLAIMS_S3_ENDPOINT, CLAIMS_S3_BUCKET, CLAIMS_S3_ACCESS_KEY_ID and CLAIMS_S3_SECRET_ACCESS_KEY';

/**
 * Latency the offline payment provider adds to each call (benchmarks and tests): the delay and its
 * jitter (± milliseconds, 20% of the delay unless given). Refused in production.
 */
function readProviderLatency(source: Source, appEnv: AppEnv, problems: string[]) {
  const raw = readString(source, 'OFFLINE_PROVIDER_LATENCY_MS');
  const rawJitter = readString(source, 'OFFLINE_PROVIDER_LATENCY_JITTER_MS');
  if (!raw && !rawJitter) return null;
  if (appEnv === 'production') {
    problems.push('OFFLINE_PROVIDER_LATENCY_MS is for benchmarks and tests: refused in production');
    return null;
  }
  const millis = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    if (/^\d{1,5}$/.test(value) && Number(value) <= 60_000) return Number(value);
    problems.push(`${name} must be a whole number of milliseconds up to 60000, got "${value}"`);
    return 0;
  };
  const latencyMs = millis('OFFLINE_PROVIDER_LATENCY_MS', raw) ?? 0;
  const jitterMs =
    millis('OFFLINE_PROVIDER_LATENCY_JITTER_MS', rawJitter) ?? Math.round(latencyMs / 5);
  if (jitterMs > latencyMs)
    problems.push(
      'OFFLINE_PROVIDER_LATENCY_JITTER_MS must not be more than OFFLINE_PROVIDER_LATENCY_MS',
    );
  return latencyMs > 0 ? { latencyMs, jitterMs: Math.min(jitterMs, latencyMs) } : null;
}

/** An S3-compatible bucket for claim photos: all of endpoint, bucket and keys, or none. */
function readClaimsBucket(source: Source, problems: string[]) {
  const endpoint = readUrl(source, 'CLAIMS_S3_ENDPOINT', problems, ['http:', 'https:']);
  const bucket = readString(source, 'CLAIMS_S3_BUCKET');
  const accessKeyId = readString(source, 'CLAIMS_S3_ACCESS_KEY_ID');
  const secretAccessKey = readString(source, 'CLAIMS_S3_SECRET_ACCESS_KEY');
  const region = readString(source, 'CLAIMS_S3_REGION') ?? 'us-east-1';
  const given = { endpoint, bucket, accessKeyId, secretAccessKey };
  const missing = Object.entries(given).filter(([, value]) => !value);
  if (missing.length === 4) return null;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    const names = missing.map(([key]) => BUCKET_VARIABLES[key as keyof typeof given]);
    problems.push(`${BUCKET_SET} go together: ${names.join(', ')} missing`);
    return null;
  }
  return { endpoint, bucket, accessKeyId, secretAccessKey, region };
}

/**
 * Staging and production (any number of instances, logs shipped elsewhere): state in PostgreSQL,
 * email through SMTP, claim photos in the bucket. Staging may still use the offline payments.
 */
function requireSharedServices(
  source: Source,
  env: { appEnv: AppEnv; databaseUrl?: string; smtpUrl?: string },
  problems: string[],
): void {
  const when = `when APP_ENV=${env.appEnv}`;
  if (!env.databaseUrl) {
    problems.push(
      `DATABASE_URL (postgresql://...) is required ${when}: the embedded database is for local and test only`,
    );
  }
  if (!env.smtpUrl) {
    problems.push(
      `SMTP_URL is required ${when}: without it emails, links included, would be written to the log`,
    );
  }
  const bucketNamed = Object.values(BUCKET_VARIABLES).some((name) => readString(source, name));
  // A bucket named in part is reported by readClaimsBucket already.
  if (!bucketNamed) {
    problems.push(
      `${BUCKET_SET} are required ${when}: claim photos must not stay on one machine's disk`,
    );
  }
}

/**
 * A deployment's staff TOTP key is its own (rotating NEXTAUTH_SECRET must not touch it) and long
 * enough for HKDF to have something to work with; a laptop and the tests get a local default.
 */
function checkStaffTotpKeys(
  env: {
    appEnv: AppEnv;
    authSecret?: string;
    staffTotpKey?: string;
    staffTotpKeyPrevious: string[];
  },
  problems: string[],
): void {
  const key = env.staffTotpKey;
  if (!key && !allowsLocalStandIns(env.appEnv)) {
    problems.push(
      `STAFF_TOTP_KEY is required when APP_ENV=${env.appEnv}: it encrypts staff authenticator secrets`,
    );
  }
  for (const [name, value] of [
    ['STAFF_TOTP_KEY', key],
    ...env.staffTotpKeyPrevious.map((previous) => ['STAFF_TOTP_KEY_PREVIOUS', previous]),
  ] as const) {
    if (value && value.length < 32) problems.push(`${name} must be at least 32 characters`);
  }
  if (key && key === env.authSecret) {
    problems.push('STAFF_TOTP_KEY must not be NEXTAUTH_SECRET: each is rotated on its own');
  }
  if (key && env.staffTotpKeyPrevious.includes(key)) {
    problems.push('STAFF_TOTP_KEY_PREVIOUS must not repeat STAFF_TOTP_KEY');
  }
}

/**
 * The secrets the shop chooses for itself, in staging and production: no default, placeholder or
 * guessable value (src/env-secrets.ts says what passes). Locally and in tests anything goes.
 */
function refuseWeakSecrets(
  env: Partial<
    Record<
      'authSecret' | 'jobsSecret' | 'metricsToken' | 'carrierWebhookSecret' | 'staffTotpKey',
      string
    >
  >,
  problems: string[],
): void {
  const chosen: Array<[string, string | undefined]> = [
    ['NEXTAUTH_SECRET', env.authSecret],
    ['JOBS_SECRET', env.jobsSecret],
    ['METRICS_TOKEN', env.metricsToken],
    ['CARRIER_WEBHOOK_SECRET', env.carrierWebhookSecret],
    ['STAFF_TOTP_KEY', env.staffTotpKey],
  ];
  for (const [name, value] of chosen) {
    // Already refused for its length (the rules every profile keeps): one line per variable.
    if (problems.some((problem) => problem.startsWith(`${name} `))) continue;
    const weakness = value === undefined ? null : secretWeakness(value);
    if (weakness) problems.push(`${name} ${weakness}: generate one, e.g. \`openssl rand -hex 32\``);
  }
}

export function parseServerEnv(source: Source) {
  const problems: string[] = [];
  const appEnvRaw = readString(source, 'APP_ENV') ?? 'local';
  if (!APP_ENVS.includes(appEnvRaw as AppEnv)) {
    problems.push(`APP_ENV must be one of ${APP_ENVS.join(', ')}, got "${appEnvRaw}"`);
  }
  const appEnv = (APP_ENVS.includes(appEnvRaw as AppEnv) ? appEnvRaw : 'local') as AppEnv;

  const port = readPort(source, problems);
  const authUrl = readUrl(source, 'NEXTAUTH_URL', problems, ['http:', 'https:']);
  const env = {
    appEnv,
    isProduction: appEnv === 'production',
    port,
    // The origin of every link we send out (emails, referral links). Production must name it;
    // locally it is the server itself, on whatever port it was started (`npm run serve` sets
    // NEXTAUTH_URL from that port too).
    siteUrl:
      readUrl(source, 'NEXT_PUBLIC_SITE_URL', problems, ['http:', 'https:']) ??
      authUrl ??
      `http://localhost:${port}`,
    allowIndexing: readBoolean(source, 'NEXT_PUBLIC_ALLOW_INDEXING', problems),
    maintenanceMode: readBoolean(source, 'MAINTENANCE_MODE', problems),
    databaseUrl: readUrl(source, 'DATABASE_URL', problems, ['postgres:', 'postgresql:']),
    /** Connections per app instance to DATABASE_URL; size it to the server's limit. */
    databasePoolMax: readCount(source, 'DATABASE_POOL_MAX', problems, 10, 1000),
    /** Per-connection limits on PostgreSQL (docs/operations.md, "Bounded database work"). */
    databaseTimeouts: {
      statementMs: readMilliseconds(source, 'DATABASE_STATEMENT_TIMEOUT_MS', problems, 30_000),
      lockMs: readMilliseconds(source, 'DATABASE_LOCK_TIMEOUT_MS', problems, 10_000),
      idleInTransactionMs: readMilliseconds(
        source,
        'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
        problems,
        60_000,
      ),
    },
    pgliteDir: readString(source, 'PGLITE_DIR') ?? '.data/pglite',
    authSecret: readString(source, 'NEXTAUTH_SECRET'),
    /** Encrypts staff authenticator secrets (src/server/admin/totp-keys.ts); not the session secret. */
    staffTotpKey: readString(source, 'STAFF_TOTP_KEY'),
    /** Keys still read while stored secrets are re-encrypted (comma-separated; oldest last). */
    staffTotpKeyPrevious: (readString(source, 'STAFF_TOTP_KEY_PREVIOUS') ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    authUrl,
    /** Behind proxies that append the client's address to X-Forwarded-For (see client-address). */
    trustProxy: readBoolean(source, 'TRUST_PROXY', problems),
    /** How many of those proxies stand in front of the app (a load balancer alone: 1). */
    trustedProxyCount: readCount(source, 'TRUSTED_PROXY_COUNT', problems, 1, 10),
    stripeSecretKey: readString(source, 'STRIPE_SECRET_KEY'),
    stripePublishableKey: readString(source, 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY'),
    stripeWebhookSecret: readString(source, 'STRIPE_WEBHOOK_SECRET'),
    /** Signs carrier events sent to /api/v3/webhooks/carriers/; unset: none are accepted. */
    carrierWebhookSecret: readString(source, 'CARRIER_WEBHOOK_SECRET'),
    smtpUrl: readUrl(source, 'SMTP_URL', problems, ['smtp:', 'smtps:']),
    emailFrom: readString(source, 'EMAIL_FROM') ?? 'Ollie <hello@ollie.example>',
    outboxDir: readString(source, 'OUTBOX_DIR'),
    recaptchaSecret: readString(source, 'RECAPTCHA_SECRET_KEY'),
    sentryDsn: readUrl(source, 'SENTRY_DSN', problems, ['https:', 'http:']),
    intercomAccessToken: readString(source, 'INTERCOM_ACCESS_TOKEN'),
    intercomIdentitySecret: readString(source, 'INTERCOM_IDENTITY_SECRET'),
    /** Intercom's REST API for contact sync: another region's host, or the tests' stand-in. */
    intercomApiBaseUrl: readUrl(source, 'INTERCOM_API_BASE_URL', problems, ['http:', 'https:']),
    jobsSecret: readString(source, 'JOBS_SECRET'),
    /** Run the job worker inside the web server (`npm start`); off leaves it to `npm run worker`. */
    worker: readBoolean(source, 'WORKER', problems, true),
    /** On SIGTERM, how long a web server or worker may finish what it holds before it lets go. */
    shutdownGraceMs: readCount(source, 'SHUTDOWN_GRACE_MS', problems, 20_000, 600_000),
    /** Renewal charges a worker runs at once (reminders, notices, emails: a quarter); see slotsFor. */
    jobConcurrency: readCount(source, 'JOB_CONCURRENCY', problems, DEFAULT_JOB_CONCURRENCY, 100),
    /** Delay added to each offline payment provider call (benchmarks, tests); null: none. */
    offlineProviderLatency: readProviderLatency(source, appEnv, problems),
    featureFlags: readString(source, 'FEATURE_FLAGS'),
    /**
     * Test clock for fulfilment only: its "today" runs this many days ahead, so a journey can
     * pack a box it just ordered (whose cut-off is days away). Refused outside APP_ENV=test.
     */
    fulfilmentClockOffsetDays: readFulfilmentOffset(source, appEnv, problems),
    /** Test clock: the server's now starts at this instant (ms) and runs on; null: real time. */
    clockStartsAt: readClockStart(source, appEnv, problems),
    /** Box-claim photos: this directory (never under public/), unless a bucket is configured. */
    claimsUploadDir: readString(source, 'CLAIMS_UPLOAD_DIR') ?? '.data/uploads',
    claimsS3: readClaimsBucket(source, problems),
    /**
     * The /api/e2e/* helpers the Playwright suite drives. Served only by the journeys' own server
     * entry (scripts/e2e-web.ts), never by a build's; refused outside APP_ENV=test.
     */
    e2eTestRoutes: readTestRoutesFlag(source, appEnv, problems),
    /** Where `npm run worker` serves /health, /ready and /metrics (0: any free port). */
    workerPort: readWorkerPort(source, problems),
    /** Bearer token of GET /api/metrics; without one the route answers 404. */
    metricsToken: readString(source, 'METRICS_TOKEN'),
  };

  const level = source.LOG_LEVEL?.trim().toLowerCase();
  if (level && !LOG_LEVELS.includes(level as LogLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${source.LOG_LEVEL}"`);
  }
  const sampleRate = readString(source, 'SENTRY_TRACES_SAMPLE_RATE');
  if (sampleRate !== undefined && !(Number(sampleRate) >= 0 && Number(sampleRate) <= 1)) {
    problems.push(`SENTRY_TRACES_SAMPLE_RATE must be a number from 0 to 1, got "${sampleRate}"`);
  }
  if (env.carrierWebhookSecret && env.carrierWebhookSecret.length < 32) {
    problems.push('CARRIER_WEBHOOK_SECRET must be at least 32 characters');
  }
  if (env.metricsToken && env.metricsToken.length < 16) {
    problems.push('METRICS_TOKEN must be at least 16 characters');
  }

  if (env.stripeSecretKey && !env.stripePublishableKey) {
    problems.push('STRIPE_SECRET_KEY is set without NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY');
  }
  if (!allowsLocalStandIns(appEnv)) requireSharedServices(source, env, problems);
  checkStaffTotpKeys(env, problems);
  if (!allowsLocalStandIns(appEnv)) refuseWeakSecrets(env, problems);
  if (env.isProduction) {
    const required: Array<[string, unknown]> = [
      ['NEXTAUTH_SECRET', env.authSecret],
      ['NEXTAUTH_URL', env.authUrl],
      ['NEXT_PUBLIC_SITE_URL', readString(source, 'NEXT_PUBLIC_SITE_URL')],
      [
        'STRIPE_SECRET_KEY (the offline payment and tax providers are refused in production)',
        env.stripeSecretKey,
      ],
      ['STRIPE_WEBHOOK_SECRET', env.stripeWebhookSecret],
      ['RECAPTCHA_SECRET_KEY', env.recaptchaSecret],
      ['JOBS_SECRET', env.jobsSecret],
    ];
    for (const [name, value] of required) {
      if (!value) problems.push(`${name} is required when APP_ENV=production`);
    }
  }
  if (problems.length) throw new EnvError(problems);
  return env;
}

export type ServerEnv = ReturnType<typeof parseServerEnv>;

let cached: ServerEnv | undefined;

/** The validated server environment. Throws `EnvError` on the first call when it is invalid. */
export function serverEnv(): ServerEnv {
  if (typeof window !== 'undefined')
    throw new Error('serverEnv() must not be called in the browser');
  cached ??= parseServerEnv(process.env);
  return cached;
}

/** Only for tests that change process.env between cases. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}

/*
 * The readers below check one variable each, without validating the rest: they run where a
 * missing production secret must not stop them (static pages at build time, the proxy in front
 * of every request, the browser's bundle).
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * LOG_LEVEL for the logger, which must work before (and when) the rest fails validation: info by
 * default, silent under vitest unless set (tests capture what they check).
 */
export function logLevel(source: Source = process.env): LogLevel {
  const raw = source.LOG_LEVEL?.trim().toLowerCase() as LogLevel | undefined;
  if (raw && LOG_LEVELS.includes(raw)) return raw;
  return source.NODE_ENV === 'test' ? 'silent' : 'info';
}

/** The 503 maintenance switch, read on every request so the proxy needs no restart. */
export function maintenanceModeOn(source: Source = process.env): boolean {
  return TRUE_WORDS.has((source.MAINTENANCE_MODE ?? '').trim().toLowerCase());
}

/**
 * The phase Next runs in (`phase-production-build` while `next build` prerenders pages; see
 * next/constants). Set by Next itself, never by an operator: not in .env.example.
 */
export function nextPhase(): string | undefined {
  return process.env.NEXT_PHASE;
}

/** Flag overrides on the server: FEATURE_FLAGS, else the browser's NEXT_PUBLIC_FEATURE_FLAGS. */
export function serverFeatureFlags(): string | undefined {
  return readString(process.env, 'FEATURE_FLAGS') ?? publicEnv.featureFlags;
}

/** Where server-side code reaches the API: API_BASE_URL, else this server on its own port. */
export function serverApiBaseUrl(): string {
  const source = process.env;
  return (
    readString(source, 'API_BASE_URL') ?? `http://localhost:${readString(source, 'PORT') ?? 3000}`
  );
}

/**
 * The browser-side third parties' settings, read when the server starts rather than inlined at
 * build time, so one build serves every configuration: the Content-Security-Policy
 * (src/server/security/content-security-policy.ts) and GET /api/integrations/ are computed from
 * them. Keyed by variable name, as csp-sources.js reads them; a blank value counts as unset.
 * Stripe's and reCAPTCHA's keys are here for the policy only: their forms still read the
 * build-time `publicEnv`, so those two must be set at build and at run time alike.
 */
const THIRD_PARTY_VARIABLES = [
  'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'NEXT_PUBLIC_RECAPTCHA_SITE_KEY',
  'NEXT_PUBLIC_GTM_ID',
  'NEXT_PUBLIC_GTM_ORIGIN',
  'NEXT_PUBLIC_FLAGSHIP_ENV_ID',
  'NEXT_PUBLIC_FLAGSHIP_API_KEY',
  'NEXT_PUBLIC_FLAGSHIP_DECISION_API_URL',
  'NEXT_PUBLIC_SENTRY_DSN',
  'NEXT_PUBLIC_DATADOG_APPLICATION_ID',
  'NEXT_PUBLIC_DATADOG_CLIENT_TOKEN',
  'NEXT_PUBLIC_DATADOG_SITE',
  'NEXT_PUBLIC_DATADOG_PROXY_URL',
  'NEXT_PUBLIC_INTERCOM_APP_ID',
  'NEXT_PUBLIC_INTERCOM_WIDGET_ORIGIN',
] as const;
type ThirdPartyVariable = (typeof THIRD_PARTY_VARIABLES)[number];
export type ThirdPartyEnv = Partial<Record<ThirdPartyVariable, string>>;

/** Read by name, never spelled out on process.env: Next would inline such a read at build time. */
export function thirdPartyEnv(source: Source = process.env): ThirdPartyEnv {
  const env: ThirdPartyEnv = {};
  for (const name of THIRD_PARTY_VARIABLES) {
    const value = readString(source, name);
    if (value) env[name] = value;
  }
  return env;
}

/**
 * Values the browser may see. Next inlines `process.env.NEXT_PUBLIC_*` at build time, so each
 * one must be spelled out literally here. The third parties started after hydration (analytics,
 * RUM, error reporting, experiments, chat) are not here: the browser asks the server for them
 * (GET /api/integrations/, `thirdPartyEnv` above), so one build serves every configuration.
 */
export const publicEnv = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
  appEnv: (process.env.NEXT_PUBLIC_APP_ENV || 'local') as AppEnv,
  allowIndexing: TRUE_WORDS.has((process.env.NEXT_PUBLIC_ALLOW_INDEXING ?? '').toLowerCase()),
  stripePublishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || undefined,
  recaptchaSiteKey: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY || undefined,
  featureFlags: process.env.NEXT_PUBLIC_FEATURE_FLAGS || undefined,
} as const;
