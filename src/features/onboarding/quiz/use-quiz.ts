import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { browserStore } from '../visit/visit-params';
import { initialQuiz, parseStoredQuiz, QUIZ_STORAGE_KEY, quizReducer } from './quiz-state';

const restoreQuiz = () =>
  parseStoredQuiz(browserStore()?.getItem(QUIZ_STORAGE_KEY) ?? null) ?? initialQuiz();

/**
 * The quiz state, restored from the browser and saved on every change. Render it only on the
 * client (see useIsClient): the server cannot know what this browser answered before.
 */
export function useQuiz() {
  const [state, dispatch] = useReducer(quizReducer, undefined, restoreQuiz);
  useEffect(() => {
    try {
      browserStore()?.setItem(QUIZ_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the quiz still works, it just won't survive a reload.
    }
  }, [state]);
  return { state, dispatch };
}

const noSubscription = () => () => {};

/** False while rendering on the server and hydrating, true afterwards. */
export const useIsClient = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
