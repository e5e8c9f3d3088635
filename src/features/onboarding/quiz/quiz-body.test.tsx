import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { QuizBody } from './quiz-body';

const router = vi.hoisted(() => ({
  asPath: '/onboarding/',
  pathname: '/onboarding',
  query: {},
  isReady: true,
  replace: vi.fn(() => Promise.resolve(true)),
  push: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('next/router', () => ({ default: { router: null }, useRouter: () => router }));

// Which of the later steps' modules have been loaded (each mock's factory runs on first import).
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./steps/pup-details-step', () => {
  loaded.add('details');
  return { PupDetailsStep: () => null };
});
vi.mock('./steps/owner-step', () => {
  loaded.add('owner');
  return { OwnerStep: () => null };
});

const catalog = { addons: [], recipeNames: {}, recipes: [] };

describe('QuizBody', () => {
  beforeEach(() => {
    localStorage.clear();
    // A browser with time on its hands: idle callbacks run at once.
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the next steps’ code once the visitor starts on the quiz, not before', async () => {
    renderWithTheme(<QuizBody catalog={catalog} />);
    const name = await screen.findByLabelText('Your pup’s name');
    // Hydrated and idle, but the visitor has not started: the later steps are not fetched.
    await Promise.resolve();
    expect([...loaded]).toEqual([]);

    await userEvent.click(name);
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['details', 'owner']));
  });
});
