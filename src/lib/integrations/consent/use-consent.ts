import { useSyncExternalStore } from 'react';
import {
  getConsentSnapshot,
  getServerConsentSnapshot,
  subscribeConsent,
  type ConsentSnapshot,
} from './consent-store';

/** The visitor's cookie choice and whether the banner was reopened; unknown until hydrated. */
export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(subscribeConsent, getConsentSnapshot, getServerConsentSnapshot);
}
