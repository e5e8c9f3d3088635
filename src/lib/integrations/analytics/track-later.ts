import type { ANALYTICS_EVENTS } from './events';
import type { AnalyticsData } from './track';

/**
 * trackEvent for a page whose first load should not carry the analytics code (event names, flow
 * attribution, the visit's storage): the code is loaded with the first event, which is then pushed
 * as trackEvent pushes it, with consent and attribution as they are at that moment. Events keep
 * the order they were tracked in. Should the code fail to load, the event is dropped (as it would
 * be with the tag manager blocked) and the next event tries again.
 */
export function trackEventLater(
  key: keyof typeof ANALYTICS_EVENTS,
  data: AnalyticsData = {},
): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return import('./track').then(
    ({ trackFunnelEvent }) => trackFunnelEvent(key, data),
    () => undefined,
  );
}
