import type { Dispatch } from 'react';
import { ANALYTICS_EVENTS } from '@/lib/integrations/analytics/events';
import { trackEvent } from '@/lib/integrations/analytics/track';
import type { ApiError } from '@/lib/api-client/errors';
import type { QuizAction, QuizState } from './quiz-state';

/**
 * The end of the questions: the pups are saved to the account (the visitor registered first unless
 * signed in) and the quiz moves on to the plan. The error of a failed save, or null.
 */
export async function finishPups(
  state: QuizState,
  dispatch: Dispatch<QuizAction>,
): Promise<ApiError | null> {
  // Registration and the API client load here, keeping them out of the quiz's first load.
  const { saveQuiz } = await import('./save-quiz');
  const result = await saveQuiz(state);
  if (!result.ok) return result.error;
  for (const pup of state.pups)
    dispatch({ type: 'editPup', key: pup.key, changes: { petId: result.petIds[pup.key] } });
  trackEvent(ANALYTICS_EVENTS.quizCompleted, { pups: state.pups.length });
  dispatch({ type: 'go', step: 'plan' });
  return null;
}
