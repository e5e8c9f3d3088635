import { publicEnv } from '@/env';
import { resolveFlags, type FlagName } from './flags';

const offlineFlags = resolveFlags(publicEnv.featureFlags);

/**
 * The value of one feature flag. Offline defaults (plus NEXT_PUBLIC_FEATURE_FLAGS) until the
 * experiments layer replaces this with Flagship's answer.
 */
export function useFlag(name: FlagName): boolean {
  return offlineFlags[name];
}
