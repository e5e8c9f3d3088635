import { useEffect, useSyncExternalStore } from 'react';
import { publicEnv } from '@/env';
import { useConsent } from '../consent/use-consent';
import { exposeFlag } from './experiments';
import {
  flagValue,
  getExperimentsSnapshot,
  getServerExperimentsSnapshot,
  subscribeExperiments,
} from './flag-store';
import { parseFlagOverrides, type FlagName } from './flags';

const overrides = parseFlagOverrides(publicEnv.featureFlags);

/**
 * The value of one feature flag: the offline default (or NEXT_PUBLIC_FEATURE_FLAGS) on the server
 * and until Flagship answers, Flagship's answer once it is ready. Rendering a flag tells Flagship
 * the visitor saw it (which reports 'Flagship Test' for test campaigns).
 */
export function useFlag(name: FlagName): boolean {
  const value = useSyncExternalStore(
    subscribeExperiments,
    () => flagValue(name, getExperimentsSnapshot(), overrides),
    () => flagValue(name, getServerExperimentsSnapshot(), overrides),
  );
  const ready = useSyncExternalStore(
    subscribeExperiments,
    () => getExperimentsSnapshot().state === 'ready',
    () => false,
  );
  const { consent } = useConsent();
  useEffect(() => {
    if (ready && consent === 'granted') exposeFlag(name);
  }, [name, ready, consent]);
  return value;
}
