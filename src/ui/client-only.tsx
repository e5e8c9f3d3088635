import { useEffect, useReducer, type ComponentType, type ReactNode } from 'react';
import { useIsClient } from './hooks/use-is-client';

export type ClientOnlyComponent<P> = ComponentType<P> & {
  /** Starts loading the code (on hover or focus of what opens it, or when idle). */
  preload: () => Promise<void>;
};

/**
 * A component rendered in the browser only, its code loaded once the page has hydrated: what
 * next/dynamic with `ssr: false` does, without putting next/dynamic's loader (~1.4 kB gzip) into
 * every page's first-load JS. The server, hydration and the wait for the chunk show
 * `placeholder`. No Suspense: React would hold the loaded part back up to 300 ms after showing a
 * fallback. A chunk that cannot be loaded leaves the placeholder, and the next mount tries again.
 */
export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): ClientOnlyComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      () => {
        pending = null;
      },
    ));

  function ClientOnly(props: P) {
    const hydrated = useIsClient();
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const Shown = hydrated ? Loaded : null;
    // Started while rendering, as next/dynamic does, so the request goes out before the commit.
    if (hydrated && !Loaded) void preload();
    useEffect(() => {
      if (Shown) return;
      let mounted = true;
      // Also when the code arrived between this render and the effect: render again with it.
      void preload().then(() => {
        if (mounted && Loaded) rerender();
      });
      return () => {
        mounted = false;
      };
    }, [Shown]);
    return Shown ? <Shown {...props} /> : placeholder;
  }
  return Object.assign(ClientOnly, { preload });
}
