import { resolveFlags, type FlagValues } from '@/config/flags';
import { serverFeatureFlags } from '@/env/server';

let cached: FlagValues | undefined;

/** Feature flags as the server sees them: FEATURE_FLAGS, else the browser's NEXT_PUBLIC_FEATURE_FLAGS, else defaults. */
export function serverFlags(): FlagValues {
  cached ??= resolveFlags(serverFeatureFlags());
  return cached;
}

export function resetServerFlagsForTests(): void {
  cached = undefined;
}
