import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const Nothing = () => null;

/**
 * A component the server renders in full but whose code stays out of the page's first-load JS.
 * Next waits for every Suspense boundary before it sends a page; in the browser, React leaves the
 * server's HTML in place and hydrates it once the chunk (requested during hydration) arrives, so
 * nothing re-renders or shifts. next/dynamic (ssr) would name the chunk in the HTML instead.
 * Meant for parts below the fold: a control in it works once its chunk is in.
 * `fallback` shows only when a client-side navigation renders it before its code is loaded. If
 * the chunk cannot be loaded, the part is left out rather than taking the page down with it.
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing as ComponentType<P> }),
    ),
  );
  function LazyHydrated(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyHydrated;
}
