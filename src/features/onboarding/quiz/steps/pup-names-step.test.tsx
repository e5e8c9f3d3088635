import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { initialQuiz, quizReducer, type QuizState } from '../quiz-state';
import { PupNamesStep } from './pup-names-step';

const trackEventLater = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/lib/integrations/analytics/track-later', () => ({ trackEventLater }));
const session = vi.hoisted(() => ({
  current: { status: 'unauthenticated', customer: null } as {
    status: string;
    customer: { id: number } | null;
  },
}));
vi.mock('@/lib/session/use-customer-session', () => ({
  useCustomerSession: () => session.current,
}));
vi.mock('@/lib/session/api-client', () => ({ browserApiClient: () => ({}) }));
// Biscuit has a plan; Rex's plan was cancelled, so his name is free again.
const api = vi.hoisted(() => ({
  listPets: vi.fn(),
  listSubscriptions: vi.fn(),
}));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  ...api,
}));

function Names({ start }: { start: QuizState }) {
  const [state, dispatch] = useReducer(quizReducer, start);
  return <PupNamesStep state={state} dispatch={dispatch} />;
}

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

  it('refuses a name without letters under its field', async () => {
    const start = initialQuiz();
    const state: QuizState = {
      ...start,
      pups: [
        { ...start.pups[0]!, key: 'a', name: '12345' },
        { ...start.pups[0]!, key: 'b', name: '<script>' },
      ],
    };
    const dispatch = vi.fn();
    renderWithTheme(<PupNamesStep state={state} dispatch={dispatch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    for (const label of ['Pup 1’s name', 'Pup 2’s name'])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        /Please use letters in your pup’s name/,
      );
    expect(dispatch).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'go' }));
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

  it('moves focus into the new pup’s name after "Add another pup", pressed with Enter', async () => {
    const start = initialQuiz();
    renderWithTheme(<Names start={{ ...start, pups: [{ ...start.pups[0]!, name: 'Biscuit' }] }} />);
    screen.getByRole('button', { name: 'Add another pup' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Pup 2’s name')).toHaveFocus();
    await userEvent.keyboard('Mochi');
    expect(screen.getByLabelText('Pup 2’s name')).toHaveValue('Mochi');
  });

  it('puts focus on the name before a removed pup, not on the page', async () => {
    const start = initialQuiz();
    const state: QuizState = {
      ...start,
      pups: ['Biscuit', 'Mochi', 'Rex'].map((name, index) => ({
        ...start.pups[0]!,
        key: `k${index}`,
        name,
      })),
    };
    renderWithTheme(<Names start={state} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Mochi' }));
    expect(screen.getByLabelText('Pup 1’s name')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Biscuit' }));
    expect(screen.getByLabelText('Your pup’s name')).toHaveValue('Rex');
    expect(screen.getByLabelText('Your pup’s name')).toHaveFocus();
  });

  it('focuses the first name with an error', async () => {
    const start = initialQuiz();
    const state: QuizState = {
      ...start,
      pups: [
        { ...start.pups[0]!, key: 'a', name: 'Biscuit' },
        { ...start.pups[0]!, key: 'b', name: '' },
      ],
    };
    renderWithTheme(<Names start={state} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Pup 2’s name')).toHaveFocus();
  });

  describe('for a signed-in customer (Add Pup)', () => {
    afterEach(() => {
      session.current = { status: 'unauthenticated', customer: null };
    });

    it('says a name one of their pups holds as it is typed', async () => {
      session.current = { status: 'authenticated', customer: { id: 4 } };
      let loaded = false;
      api.listPets.mockResolvedValue([
        { id: 1, name: 'Biscuit' },
        { id: 2, name: 'Rex' },
      ]);
      api.listSubscriptions.mockImplementation(async () => {
        loaded = true;
        return [
          { pet_id: 1, status: 'active' },
          { pet_id: 2, status: 'cancelled' },
        ];
      });
      renderWithTheme(<Names start={initialQuiz()} />);
      // The API client is imported on demand: slow the first time on a busy machine.
      await vi.waitFor(() => expect(loaded).toBe(true), { timeout: 10_000 });
      const name = screen.getByLabelText('Your pup’s name');
      await userEvent.type(name, 'biscuit');
      await vi.waitFor(() =>
        expect(name).toHaveAccessibleDescription(
          'You already have a pup called biscuit. Please give each pup a different name.',
        ),
      );
      await userEvent.clear(name);
      await userEvent.type(name, 'Rex');
      expect(name).not.toHaveAccessibleDescription();
    });
  });
});
