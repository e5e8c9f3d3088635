import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { initialQuiz, type QuizState } from '../quiz-state';
import { PupDetailsStep } from './pup-details-step';

const flags = vi.hoisted(() => ({ SHORTENED_ONBOARDING_QUIZ: false }));
vi.mock('@/lib/integrations/experiments/use-flag', () => ({
  useFlag: (name: string) => (flags as Record<string, boolean>)[name] ?? false,
}));

function quizAtDetails(): QuizState {
  const start = initialQuiz();
  return { ...start, step: 'details', pupIndex: 0, pups: [{ ...start.pups[0]!, name: 'Pepper' }] };
}

describe('PupDetailsStep and SHORTENED_ONBOARDING_QUIZ', () => {
  beforeEach(() => {
    flags.SHORTENED_ONBOARDING_QUIZ = false;
  });

  it('asks about allergies in the full quiz', () => {
    renderWithTheme(<PupDetailsStep state={quizAtDetails()} dispatch={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us about Pepper' })).toBeVisible();
    expect(screen.getByRole('group', { name: /Any food allergies/ })).toBeInTheDocument();
  });

  it('asks only what the portion needs in the shortened quiz', () => {
    flags.SHORTENED_ONBOARDING_QUIZ = true;
    renderWithTheme(<PupDetailsStep state={quizAtDetails()} dispatch={vi.fn()} />);
    expect(screen.queryByRole('group', { name: /Any food allergies/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Current weight (lbs)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Activity level/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Birth year')).toBeInTheDocument();
  });
});
