import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { browserStore, rememberVisit } from './visit-params';

/** Remembers the visit's query parameters on every page (screening session, app, campaign, offer). */
export function useVisitParams(): void {
  const router = useRouter();
  useEffect(() => {
    if (!router.isReady) return;
    const store = browserStore();
    if (store) rememberVisit(router.query, store);
  }, [router.isReady, router.query]);
}
