import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { StoreBadges } from './store-badges';

/**
 * The store badges while OLLIE_APP_BANNER is on. Loaded by the footer only once the visitor
 * scrolls near it, so neither the badges nor the flags' code weigh on a page's first load (and
 * Flagship hears the flag was seen when it could be).
 */
export function AppBadges() {
  return useFlag('OLLIE_APP_BANNER') ? <StoreBadges /> : null;
}
