import type { QuizState } from '../quiz/quiz-state';

/** The funnel's steps, named: the pups, one per pup's details, the owner, the plan, checkout. */
export function funnelSteps(state: Pick<QuizState, 'pups'>): string[] {
  return [
    'Your pups',
    ...state.pups.map((pup) => `About ${pup.name.trim() || 'your pup'}`),
    'About you',
    'Your plan',
    'Checkout',
  ];
}

/** Which of the funnel's steps (1-based) the quiz is on. */
export function funnelStepAt(state: QuizState): number {
  switch (state.step) {
    case 'pups':
      return 1;
    case 'details':
      return 2 + state.pupIndex;
    case 'owner':
      return state.pups.length + 2;
    case 'plan':
      return state.pups.length + 3;
  }
}
