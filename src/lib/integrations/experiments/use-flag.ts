import { useEffect, useSyncExternalStore } from 'react';
import { publicEnv } from '@/env/client';
import { useConsent } from '../consent/use-consent';
import {
  flagValue,
  getExperimentsSnapshot,
  getServerExperimentsSnapshot,
  subscribeExperiments,
  type ExperimentsSnapshot,
} from './flag-store';
import { parseFlagOverrides, type FlagName } from '@/config/flags';

const overrides = parseFlagOverrides(publicEnv.featureFlags);

const isDecided = (name: FlagName, snapshot: ExperimentsSnapshot) =>
  snapshot.state === 'ready' && name in snapshot.answers && overrides[name] === undefined;

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
  // Only a flag Flagship decided is worth exposing: a pinned flag shows the override, not the
  // variation, and a flag in no campaign would only earn an SDK warning.
  const decided = useSyncExternalStore(
    subscribeExperiments,
    () => isDecided(name, getExperimentsSnapshot()),
    () => false,
  );
  const { consent } = useConsent();
  useEffect(() => {
    // The SDK side of experiments loads only when a decided flag is shown with consent.
    if (decided && consent === 'granted')
      void import('./experiments').then(({ exposeFlag }) => exposeFlag(name));
  }, [name, decided, consent]);
  return value;
}
