import { useEffect, useReducer } from 'react';
import { browserStore } from '@/lib/visit/browser-store';
import { initialQuiz, parseStoredQuiz, QUIZ_STORAGE_KEY, quizReducer } from './quiz-state';

const restoreQuiz = () =>
  parseStoredQuiz(browserStore()?.getItem(QUIZ_STORAGE_KEY) ?? null) ?? initialQuiz();

/**
 * The quiz state, saved on every change. `restore` starts from what this browser answered before
 * (only after hydration: the server cannot know it); `persist` is off for the server-rendered
 * first pass of a returning visitor, so it cannot overwrite their progress.
 */
export function useQuiz(options: { restore: boolean; persist: boolean }) {
  const [state, dispatch] = useReducer(quizReducer, options.restore, (restore) =>
    restore ? restoreQuiz() : initialQuiz(),
  );
  const { persist } = options;
  useEffect(() => {
    if (!persist) return;
    try {
      browserStore()?.setItem(QUIZ_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the quiz still works, it just won't survive a reload.
    }
  }, [state, persist]);
  return { state, dispatch };
}
