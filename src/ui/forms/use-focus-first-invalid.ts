import { useCallback, useEffect, useRef, useState } from 'react';
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
