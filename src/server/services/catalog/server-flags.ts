import { resolveFlags, type FlagValues } from '@/config/flags';

let cached: FlagValues | undefined;

/** Feature flags as the server sees them: FEATURE_FLAGS, else the browser's NEXT_PUBLIC_FEATURE_FLAGS, else defaults. */
export function serverFlags(): FlagValues {
  cached ??= resolveFlags(process.env.FEATURE_FLAGS || process.env.NEXT_PUBLIC_FEATURE_FLAGS);
  return cached;
}

export function resetServerFlagsForTests(): void {
  cached = undefined;
}
