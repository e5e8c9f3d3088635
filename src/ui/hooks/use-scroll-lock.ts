import { useLayoutEffect } from 'react';

let locks = 0;

/**
 * Locks page scroll while `active`; nested panels share one lock. A layout effect, so the lock
 * lands in the commit that shows the panel, before the browser paints it: a passive effect can
 * run a frame later, when the panel opened from an update outside an event (its code arriving).
 */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    locks += 1;
    document.body.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.body.classList.remove('scroll-locked');
    };
  }, [active]);
}
