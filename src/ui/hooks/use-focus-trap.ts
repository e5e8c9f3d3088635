import { useEffect, type RefObject } from 'react';
import { isTestRun } from '@/env/client';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function visibleFocusable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0 || isTestRun,
  );
}

/**
 * While active: moves focus into the container, keeps Tab inside it, calls onEscape for Escape,
 * and gives focus back to whatever had it before when it ends.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const previous = document.activeElement as HTMLElement | null;
    (visibleFocusable(element)[0] ?? element).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = visibleFocusable(element);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      previous?.focus?.();
    };
    // onEscape is read fresh through the closure each time the trap starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, container]);
}
