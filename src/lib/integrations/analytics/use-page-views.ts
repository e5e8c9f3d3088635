import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { ANALYTICS_EVENTS } from './events';
import { trackEvent } from './track';

/** The path without query or hash: query strings can carry a visitor's name and email. */
export const pagePath = (url: string) => url.split(/[?#]/)[0] || '/';

/** A page view for the first page and after every client-side navigation. */
export function usePageViews(): void {
  const { events } = useRouter();
  useEffect(() => {
    const viewed = (url: string) =>
      trackEvent(ANALYTICS_EVENTS.pageViewed, { page_path: pagePath(url) });
    viewed(window.location.pathname);
    events.on('routeChangeComplete', viewed);
    return () => events.off('routeChangeComplete', viewed);
  }, [events]);
}
