import { describe, expect, it } from 'vitest';
import { quizStepFromParam, quizStepParam } from './quiz-history';

describe('quiz step addresses', () => {
  it.each([
    [{ step: 'pups', pupIndex: 0 }, 'pups'],
    [{ step: 'details', pupIndex: 0 }, 'pup-1'],
    [{ step: 'details', pupIndex: 2 }, 'pup-3'],
    [{ step: 'owner', pupIndex: 1 }, 'owner'],
    [{ step: 'plan', pupIndex: 0 }, 'plan'],
  ] as const)('%o ↔ %s', (state, param) => {
    expect(quizStepParam(state)).toBe(param);
    expect(quizStepFromParam(param, 3)).toEqual(
      state.step === 'owner' ? { ...state, pupIndex: 0 } : state,
    );
  });

  it.each([[undefined], [['pups']], ['pup-0'], ['pup-4'], ['details'], ['checkout']])(
    '%o names no step of a three-pup quiz',
    (param) => {
      expect(quizStepFromParam(param, 3)).toBeNull();
    },
  );
});
