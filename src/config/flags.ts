/**
 * Every feature flag the shop reads, with its offline default. Flagship (issue: experiments) may
 * override these at run time; `NEXT_PUBLIC_FEATURE_FLAGS` overrides them everywhere, e.g.
 * `NEXT_PUBLIC_FEATURE_FLAGS="OLLIE_APP_BANNER=on,SHOW_LAMB=off"`, so each path is testable offline.
 */
export const FLAG_DEFAULTS = {
  OLLIE_APP_BANNER: false,
  SHOW_ADD_ONS: true,
  SHOW_HALF_FRESH: true,
  SHOW_LAMB: false,
  SHOW_PROMO_CODE_CHECKOUT: true,
  SHOW_ORDER_HISTORY: true,
  SHOW_RECOMMENDED_PLAN: true,
  SHORTENED_ONBOARDING_QUIZ: false,
  SHOW_BOX_FREQUENCY_BANNER: false,
} as const satisfies Record<string, boolean>;

export type FlagName = keyof typeof FLAG_DEFAULTS;
export type FlagValues = Record<FlagName, boolean>;

export function isFlagName(name: string): name is FlagName {
  return Object.prototype.hasOwnProperty.call(FLAG_DEFAULTS, name);
}

const ON = new Set(['1', 'on', 'true', 'yes']);
const OFF = new Set(['0', 'off', 'false', 'no']);

/** Parses `NAME=on,OTHER=off` into overrides; unknown names and values throw, so typos fail loudly. */
export function parseFlagOverrides(raw: string | undefined): Partial<FlagValues> {
  const overrides: Partial<FlagValues> = {};
  if (!raw?.trim()) return overrides;
  for (const pair of raw.split(',')) {
    const [name = '', value = ''] = pair.split('=').map((part) => part.trim());
    if (!name) continue;
    if (!isFlagName(name)) throw new Error(`Unknown feature flag "${name}"`);
    const normalized = value.toLowerCase();
    if (ON.has(normalized)) overrides[name] = true;
    else if (OFF.has(normalized)) overrides[name] = false;
    else throw new Error(`Feature flag ${name} must be on or off, got "${value}"`);
  }
  return overrides;
}

export function resolveFlags(raw: string | undefined): FlagValues {
  return { ...FLAG_DEFAULTS, ...parseFlagOverrides(raw) };
}
