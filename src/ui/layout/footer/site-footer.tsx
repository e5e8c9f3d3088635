import { openConsentSettings } from '@/lib/integrations/consent/consent-store';
import { staticIsland } from '@/ui/static-island';
import type { FooterProps } from './footer';
import ServerFooter from './footer.server-html';

/**
 * The footer every page shows: rendered by the server and not hydrated (see staticIsland), so its
 * links and text cost no JavaScript on the first load.
 */
export const SiteFooter = staticIsland<FooterProps>({
  server: typeof window === 'undefined' ? ServerFooter : null,
  load: () => import('./footer').then((module) => module.Footer),
  actions: { 'consent-settings': openConsentSettings },
  flags: ['OLLIE_APP_BANNER'],
  holdsNavigation: false,
});
