import { lazyHydrated } from '@/ui/lazy-hydration';
import ServerConsentBanner from './consent-banner.server-html';

/**
 * The consent banner of every page. Its code is not in the first-load JS: the server's banner is
 * shown (or hidden at once when a choice is stored) and hydrated when its code has followed.
 */
export const SiteConsentBanner = lazyHydrated<object>({
  server: typeof window === 'undefined' ? ServerConsentBanner : null,
  load: () => import('./consent-banner').then((module) => module.ConsentBanner),
});
