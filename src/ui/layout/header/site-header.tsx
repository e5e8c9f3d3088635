import { lazyHydrated } from '@/ui/lazy-hydration';
import type { HeaderProps } from './header';
import ServerHeader from './header.server-html';

/**
 * The site header of every page. Its code is not in the first-load JS: the page paints and
 * hydrates with the server's header, whose code follows at once and hydrates it (lazyHydrated).
 */
export const SiteHeader = lazyHydrated<HeaderProps>({
  server: typeof window === 'undefined' ? ServerHeader : null,
  load: () => import('./header').then((module) => module.Header),
});
