/**
 * Every environment variable the server reads, validated once (@t3-oss/env-nextjs over zod).
 * Server code only: lint keeps it out of browser code (eslint.config.mjs); the browser's
 * variables are in src/env/client.ts.
 *
 * `APP_ENV` names the deployment (local, test, staging, production). It is not NODE_ENV:
 * `npm start` runs a production build on a laptop, which must not demand production secrets.
 * Staging and production refuse to start without a PostgreSQL server, SMTP and the claim-photo
 * bucket; production also without its secrets (./profile.ts).
 */

import { createEnv } from '@t3-oss/env-nextjs';
import { z } from 'zod';
import { isOn, publicEnv, type AppEnv } from '@/env/client';
import { allowsLocalStandIns, refuseForProfile } from './profile';
import {
  LOG_LEVELS,
  publicShape,
  rawServerEnv,
  serverShape,
  toServerEnv,
  type LogLevel,
  type ServerEnv,
} from './variables';

export { allowsLocalStandIns } from './profile';
export {
  DEFAULT_JOB_CONCURRENCY,
  SERVER_VARIABLES,
  type LogLevel,
  type ServerEnv,
} from './variables';
export type { AppEnv } from '@/env/client';

type Source = Record<string, string | undefined>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n - ${problems.join('\n - ')}`);
    this.name = 'EnvError';
  }
}

/** Validates `source` (every problem at once, as an `EnvError`) and types it. */
const serverSchema = z
  .object({ ...serverShape, ...publicShape })
  .superRefine(refuseForProfile)
  .transform(toServerEnv);

export function parseServerEnv(source: Source): ServerEnv {
  return createEnv({
    server: serverShape,
    client: publicShape,
    runtimeEnv: rawServerEnv(source),
    isServer: true,
    createFinalSchema: () => serverSchema,
    onValidationError: (issues) => {
      throw new EnvError(issues.map((issue) => issue.message));
    },
  });
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
 * of every request).
 */

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
  return isOn(source.MAINTENANCE_MODE);
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
  return process.env.FEATURE_FLAGS?.trim() || publicEnv.featureFlags;
}

export { thirdPartyEnv, THIRD_PARTY_VARIABLES, type ThirdPartyEnv } from './third-party';
