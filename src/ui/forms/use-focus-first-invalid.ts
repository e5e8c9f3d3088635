import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * For a form whose errors come from several places (a resolver, local state, a card form):
 * `focusFirstInvalidSoon()` moves focus to the first invalid field once the errors asked for in
 * the same update are on screen.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request) focusFirstInvalid(ref.current);
  }, [request]);
  const focusFirstInvalidSoon = useCallback(() => setRequest((count) => count + 1), []);
  return { ref, focusFirstInvalidSoon };
}

/**
 * A flag raised while an event is handled (say, by a form library's callbacks) and taken once
 * the handling is done, when what it asked for is on screen.
 */
export function useEventFlag() {
  const raised = useRef(false);
  return useMemo(
    () => ({
      raise: () => {
        raised.current = true;
      },
      take: () => {
        const was = raised.current;
        raised.current = false;
        return was;
      },
    }),
    [],
  );
}
