import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints, type Breakpoint } from '@/ui/theme/breakpoints';

/**
 * Whether the window is at least a named breakpoint wide. The server (and the first render in
 * the browser, so hydration matches) answers false: the phone layout.
 */
export function useMinWidth(name: Breakpoint): boolean {
  const query = `(min-width: ${breakpoints[name]}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
