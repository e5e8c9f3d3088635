import { ANALYTICS_CALLBACK_DELAY_MS, ANALYTICS_TEST_PREFIX } from '@/config/constants';
import { publicEnv } from '@/env/client';
import { browserStore } from '@/lib/visit/visit-params';
import { currentConsent } from '../consent/consent-store';
import { storedFlowAttribution } from './attribution';
import { ANALYTICS_EVENTS } from './events';

export type AnalyticsData = Record<string, string | number | boolean | null | undefined>;

export interface DataLayerEvent extends AnalyticsData {
  event: string;
}

/** What the tag manager accepts besides plain events: its start marker and event callbacks. */
type DataLayerEntry =
  | DataLayerEvent
  | Record<string, unknown>
  | (DataLayerEvent & { eventCallback: () => void; eventTimeout: number });

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Tag names carry '[TEST] - ' outside production so test traffic never pollutes real reports. */
export function analyticsEventName(name: string, appEnv: string = publicEnv.appEnv): string {
  return appEnv === 'production' ? name : `${ANALYTICS_TEST_PREFIX}${name}`;
}

/** The event as pushed: the caller's data, the flow attribution, and the (prefixed) name. */
export function dataLayerEvent(name: string, data: AnalyticsData = {}): DataLayerEvent {
  return { ...data, ...storedFlowAttribution(browserStore()), event: analyticsEventName(name) };
}

/**
 * Pushes an event onto the tag-manager data layer. The layer is a plain array in the page until
 * the tag manager (loaded only with consent) drains it, so calling this never loads or sends
 * anything. A visitor who declined tracking gets no events at all.
 */
export function trackEvent(name: string, data: AnalyticsData = {}): void {
  if (typeof window === 'undefined' || currentConsent() === 'denied') return;
  window.dataLayer ??= [];
  window.dataLayer.push(dataLayerEvent(name, data));
}

/** trackEvent by the event's key, for callers that load this module on first use (track-later). */
export const trackFunnelEvent = (key: keyof typeof ANALYTICS_EVENTS, data: AnalyticsData = {}) =>
  trackEvent(ANALYTICS_EVENTS[key], data);

/** Set by the tag-manager loader once its script has run. */
let tagManagerRunning = false;
export const markTagManagerRunning = (running = true) => {
  tagManagerRunning = running;
};

/**
 * Tracks an event that must reach the tag manager before the page goes away (a navigation that
 * waits for a tag): resolves when the tag manager has handled it, or after the spec's 300 ms
 * callback delay at the latest. Without a running tag manager there is nothing to wait for.
 */
export function trackEventThen(name: string, data: AnalyticsData = {}): Promise<void> {
  if (typeof window === 'undefined' || currentConsent() === 'denied') return Promise.resolve();
  window.dataLayer ??= [];
  const layer = window.dataLayer;
  if (!tagManagerRunning) {
    layer.push(dataLayerEvent(name, data));
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, ANALYTICS_CALLBACK_DELAY_MS);
    layer.push({
      ...dataLayerEvent(name, data),
      eventCallback: done,
      eventTimeout: ANALYTICS_CALLBACK_DELAY_MS,
    });
  });
}
