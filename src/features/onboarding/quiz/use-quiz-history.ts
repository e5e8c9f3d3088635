import { useRouter, type NextRouter } from 'next/router';
import { useEffect, useRef, type Dispatch } from 'react';
import { quizStepFromParam, quizStepParam } from './quiz-history';
import type { QuizAction, QuizState } from './quiz-state';

/** The current address with its step set (kept as written: trailing slash and other params). */
const withStep = (router: NextRouter, step: string) => {
  const [path, search = ''] = router.asPath.split('#')[0]!.split('?');
  const params = new URLSearchParams(search);
  params.set('step', step);
  return `${path}?${params.toString()}`;
};
const SHALLOW = { shallow: true, scroll: false } as const;

/**
 * Writes the step into the current history entry in the shape Next's router writes (so Back and
 * Forward to it work as usual), without a router update: on a first visit such an update would
 * re-render the whole page right after hydration only to add `?step=` to the address. The router's
 * query keeps no step until the next move, which the history below allows for.
 */
function replaceStepQuietly(as: string): void {
  const entry = (window.history.state ?? {}) as { options?: object };
  window.history.replaceState(
    { ...entry, url: as, as, options: { ...entry.options, ...SHALLOW }, __N: true },
    '',
    as,
  );
}

/**
 * Keeps the quiz step and the address in step: moving on pushes a history entry (shallow, nothing
 * reloads); Back and Forward move the quiz. The quiz's own Back button goes back in history when
 * the step it returns to is the previous entry, so history never doubles.
 */
export function useQuizHistory(
  state: QuizState,
  dispatch: Dispatch<QuizAction>,
  enabled: boolean,
): void {
  const router = useRouter();
  const synced = useRef<string | null>(null);
  const trail = useRef<string[]>([]);
  const current = quizStepParam(state);
  const inUrl = typeof router.query.step === 'string' ? router.query.step : null;
  const pupCount = state.pups.length;

  useEffect(() => {
    if (!enabled || !router.isReady) return;
    if (synced.current === null) {
      // First render: what the quiz holds wins (a reload or a restored visit).
      synced.current = current;
      trail.current = [current];
      // No step in the address (a first visit): add it quietly. One that differs (the visitor
      // moved on before the router was ready) goes through the router, which must know it.
      if (inUrl === null) replaceStepQuietly(withStep(router, current));
      else if (inUrl !== current)
        void router.replace(withStep(router, current), undefined, SHALLOW);
      return;
    }
    if (inUrl && inUrl !== synced.current) {
      // The browser moved (Back or Forward).
      const previous = trail.current[trail.current.length - 2];
      if (previous === inUrl) trail.current.pop();
      else trail.current.push(inUrl);
      synced.current = inUrl;
      const target = quizStepFromParam(inUrl, pupCount);
      if (target) dispatch({ type: 'go', ...target });
      return;
    }
    if (current === synced.current) return;
    synced.current = current;
    if (trail.current[trail.current.length - 2] === current) {
      trail.current.pop();
      router.back();
    } else {
      trail.current.push(current);
      void router.push(withStep(router, current), undefined, SHALLOW);
    }
  }, [enabled, router, inUrl, current, pupCount, dispatch]);
}

/**
 * Moves focus to the new step's heading (loaded on demand for the plan step: waited for), so
 * screen readers announce it and the keyboard starts from the top of the step.
 */
export function focusStepHeading(id = 'quiz-title'): () => void {
  const focus = () => {
    const heading = document.getElementById(id);
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const stop = window.setTimeout(() => observer.disconnect(), 10_000);
  return () => {
    observer.disconnect();
    window.clearTimeout(stop);
  };
}
