import { ANALYTICS_EVENTS } from './events';
import { CURRENCY } from '@/config/constants';
import { useEffect } from 'react';
import { trackEvent, type AnalyticsData } from './track';

function firstTimeInSession(key: string): boolean {
  try {
    const storageKey = `ollie.tracked.${key}`;
    if (window.sessionStorage.getItem(storageKey)) return false;
    window.sessionStorage.setItem(storageKey, '1');
  } catch {
    // Storage blocked: track anyway rather than never.
  }
  return true;
}

/**
 * Tracks an event when a screen appears (or once its data is there: pass null until then).
 * With `onceKey`, the event is sent once per browser session, so reloading a confirmation page
 * does not count a purchase twice.
 */
export function useTrackOnMount(name: string, data: AnalyticsData | null = {}, onceKey?: string) {
  const payload = data === null ? null : JSON.stringify(data);
  useEffect(() => {
    if (payload === null) return;
    if (onceKey && !firstTimeInSession(onceKey)) return;
    trackEvent(name, JSON.parse(payload) as AnalyticsData);
  }, [name, payload, onceKey]);
}

/** The purchase event for a placed order (amounts in cents), once per order and session. */
export function useTrackPurchase(order: { id: number; total: number }): void {
  useTrackOnMount(
    ANALYTICS_EVENTS.purchase,
    { order_id: order.id, value: order.total / 100, currency: CURRENCY },
    `purchase-${order.id}`,
  );
}
