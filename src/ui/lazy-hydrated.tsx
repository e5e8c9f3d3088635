import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

const Nothing = () => null;

/**
 * A component the server renders in full but whose code stays out of the page's first-load JS
 * (next/dynamic would name its chunk in the HTML). The browser requests the chunk when hydration
 * reaches the part; React leaves the server's HTML in place and hydrates it once the chunk is in
 * (selective hydration), so nothing re-renders or shifts. Meant for parts below the fold: a
 * control in it works once its chunk is in.
 * On the server the import has settled by the time a page renders, so the part is rendered
 * inline (were it not, React would send it later in the stream, moved into place by a script).
 * `fallback` shows only when a client-side navigation renders it before its code is loaded. If
 * the chunk cannot be loaded, the part is left out rather than taking the page down with it.
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      () => (loaded = Nothing as ComponentType<P>),
    ));
  // The server loads it up front; the browser when it is first rendered (a part behind a flag
  // that is off is never downloaded).
  if (typeof window === 'undefined') void start();
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function LazyHydrated(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Part] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyHydrated;
}
