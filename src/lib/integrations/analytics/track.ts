import { ANALYTICS_TEST_PREFIX } from '@/config/constants';
import { publicEnv } from '@/env';

export type AnalyticsData = Record<string, string | number | boolean | null | undefined>;

interface DataLayerEvent extends AnalyticsData {
  event: string;
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Tag names carry '[TEST] - ' outside production so test traffic never pollutes real reports. */
export function analyticsEventName(name: string, appEnv: string = publicEnv.appEnv): string {
  return appEnv === 'production' ? name : `${ANALYTICS_TEST_PREFIX}${name}`;
}

/**
 * Pushes an event onto the tag-manager data layer. The layer is a plain array until the tag
 * manager (loaded later, only with consent) drains it, so calling this never loads anything.
 */
export function trackEvent(name: string, data: AnalyticsData = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...data, event: analyticsEventName(name) });
}
