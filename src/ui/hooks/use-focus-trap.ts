import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * While active: moves focus into the container, keeps Tab inside it, calls onEscape for Escape,
 * and gives focus back to whatever had it before when it ends (focus-trap does the work).
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const trap = createFocusTrap(element, {
      fallbackFocus: element,
      // Opened by a click or a key already handled: nothing to hold the first focus back for.
      delayInitialFocus: false,
      // The owner closes the container (so `active` turns false); the trap ends with it.
      escapeDeactivates: () => {
        escape.current();
        return false;
      },
      allowOutsideClick: true,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [active, container]);
}
