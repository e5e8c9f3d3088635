import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { initialQuiz, type QuizState } from '../quiz-state';
import { PupDetailsStep } from './pup-details-step';

const flags = vi.hoisted(() => ({ SHORTENED_ONBOARDING_QUIZ: false }));
vi.mock('@/lib/integrations/experiments/use-flag', () => ({
  useFlag: (name: string) => (flags as Record<string, boolean>)[name] ?? false,
}));

const session = vi.hoisted(() => ({ status: 'unauthenticated' }));
vi.mock('@/lib/session/use-customer-session', () => ({
  useCustomerSession: () => ({ status: session.status, customer: null }),
}));
const saveQuiz = vi.hoisted(() => vi.fn(async () => ({ ok: true, petIds: { a: 31 } })));
vi.mock('../save-quiz', () => ({ saveQuiz }));
vi.mock('@/lib/integrations/analytics/track', () => ({ trackEvent: vi.fn() }));

function quizAtDetails(): QuizState {
  const start = initialQuiz();
  return { ...start, step: 'details', pupIndex: 0, pups: [{ ...start.pups[0]!, name: 'Pepper' }] };
}

/** Pepper's answers, all valid. */
function answered(): QuizState {
  const state = quizAtDetails();
  return {
    ...state,
    pups: [
      {
        ...state.pups[0]!,
        key: 'a',
        weight: '24',
        activity_level: 'normal',
        is_neutered: 'yes',
        birth_year: '2021',
        birth_month: '5',
      },
    ],
  };
}

describe('PupDetailsStep’s last Continue', () => {
  afterEach(() => {
    session.status = 'unauthenticated';
  });

  it('focuses the first unanswered question, a group’s first choice included', async () => {
    const state = answered();
    const dispatch = vi.fn();
    renderWithTheme(
      <PupDetailsStep
        state={{ ...state, pups: [{ ...state.pups[0]!, activity_level: '' }] }}
        dispatch={dispatch}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const first = screen.getByRole('radio', { name: 'Mostly lounging' });
    await vi.waitFor(() => expect(first).toHaveFocus(), { timeout: 10_000 });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('asks a visitor about themselves next', async () => {
    const dispatch = vi.fn();
    renderWithTheme(<PupDetailsStep state={answered()} dispatch={dispatch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'go', step: 'owner' }));
    expect(saveQuiz).not.toHaveBeenCalled();
  });

  it('saves a signed-in customer’s pups and goes straight to the plan (no "About you")', async () => {
    session.status = 'authenticated';
    const dispatch = vi.fn();
    renderWithTheme(<PupDetailsStep state={answered()} dispatch={dispatch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'go', step: 'plan' }));
    expect(saveQuiz).toHaveBeenCalled();
    expect(dispatch).toHaveBeenCalledWith({ type: 'editPup', key: 'a', changes: { petId: 31 } });
    expect(dispatch).not.toHaveBeenCalledWith({ type: 'go', step: 'owner' });
  });
});

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
