import type { QuizState } from '../quiz/quiz-state';

/**
 * Whether the quiz leaves out "About you": for a customer who was signed in before the quiz (Add
 * Pup), not for a visitor who registered on that step (their answers are there).
 */
export function skipsAboutYou(state: Pick<QuizState, 'owner'>, signedIn: boolean): boolean {
  return signedIn && state.owner.email.trim() === '';
}

/**
 * The funnel's steps, named: the pups, one per pup's details, the owner, the plan, checkout. A
 * signed-in customer (Add Pup) has no "About you": the account knows them.
 */
export function funnelSteps(state: Pick<QuizState, 'pups'>, skipOwner = false): string[] {
  return [
    'Your pups',
    ...state.pups.map((pup) => `About ${pup.name.trim() || 'your pup'}`),
    ...(skipOwner ? [] : ['About you']),
    'Your plan',
    'Checkout',
  ];
}

/** Which of the funnel's steps (1-based) the quiz is on. */
export function funnelStepAt(state: QuizState, skipOwner = false): number {
  const owner = skipOwner ? 0 : 1;
  switch (state.step) {
    case 'pups':
      return 1;
    case 'details':
      return 2 + state.pupIndex;
    case 'owner':
      return state.pups.length + 2;
    case 'plan':
      return state.pups.length + 2 + owner;
  }
}
