import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { initialQuiz, type QuizState } from '../quiz-state';
import { PupNamesStep } from './pup-names-step';

const trackEventLater = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/lib/integrations/analytics/track-later', () => ({ trackEventLater }));

describe('PupNamesStep', () => {
  it('refuses two pups with the same name, trimmed and in any case', async () => {
    const start = initialQuiz();
    const state: QuizState = {
      ...start,
      pups: [
        { ...start.pups[0]!, key: 'a', name: 'Biscuit' },
        { ...start.pups[0]!, key: 'b', name: ' biscuit ' },
      ],
    };
    const dispatch = vi.fn();
    renderWithTheme(<PupNamesStep state={state} dispatch={dispatch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Pup 2’s name')).toHaveAccessibleDescription(
      /You already have a pup called biscuit\. Please give each pup a different name\./,
    );
    expect(dispatch).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'go' }));
    expect(trackEventLater).not.toHaveBeenCalled();
  });

  it('moves on to the first pup’s details and tracks the start of the quiz', async () => {
    const start = initialQuiz();
    const state: QuizState = { ...start, pups: [{ ...start.pups[0]!, key: 'a', name: 'Biscuit' }] };
    const dispatch = vi.fn();
    renderWithTheme(<PupNamesStep state={state} dispatch={dispatch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(trackEventLater).toHaveBeenCalledWith('quizStarted', { pups: 1 });
    expect(dispatch).toHaveBeenCalledWith({ type: 'go', step: 'details', pupIndex: 0 });
  });
});
