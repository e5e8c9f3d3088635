import type { QuizState, QuizStep } from './quiz-state';

/**
 * Each quiz step has its own address (`?step=pups|pup-2|owner|plan`), so the browser's Back and
 * Forward move between steps instead of leaving the quiz, and a reload stays on the step.
 */
export function quizStepParam(state: Pick<QuizState, 'step' | 'pupIndex'>): string {
  return state.step === 'details' ? `pup-${state.pupIndex + 1}` : state.step;
}

/** The step an address names, or null for anything that is not one (then the state wins). */
export function quizStepFromParam(
  value: unknown,
  pupCount: number,
): { step: QuizStep; pupIndex: number } | null {
  if (typeof value !== 'string') return null;
  if (value === 'pups' || value === 'owner' || value === 'plan')
    return { step: value, pupIndex: 0 };
  const match = /^pup-([1-9]\d?)$/.exec(value);
  if (!match) return null;
  const index = Number(match[1]) - 1;
  return index < pupCount ? { step: 'details', pupIndex: index } : null;
}
