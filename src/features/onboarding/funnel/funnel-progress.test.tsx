import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { newPup, type QuizState } from '../quiz/quiz-state';
import { funnelStepAt, funnelSteps } from './funnel-steps';
import { FunnelProgress } from './funnel-progress';

const pups = [newPup('Biscuit'), newPup(' ')];

describe('the funnel steps', () => {
  it('names a step per pup, then the owner, the plan and checkout', () => {
    expect(funnelSteps({ pups })).toEqual([
      'Your pups',
      'About Biscuit',
      'About your pup',
      'About you',
      'Your plan',
      'Checkout',
    ]);
  });

  it('leaves out "About you" for a customer signed in before the quiz (Add Pup)', () => {
    expect(funnelSteps({ pups }, true)).toEqual([
      'Your pups',
      'About Biscuit',
      'About your pup',
      'Your plan',
      'Checkout',
    ]);
    expect(funnelStepAt({ step: 'plan', pupIndex: 1, pups } as unknown as QuizState, true)).toBe(4);
  });

  it.each([
    [{ step: 'pups', pupIndex: 0 }, 1],
    [{ step: 'details', pupIndex: 0 }, 2],
    [{ step: 'details', pupIndex: 1 }, 3],
    [{ step: 'owner', pupIndex: 1 }, 4],
    [{ step: 'plan', pupIndex: 1 }, 5],
  ] as const)('%o is step %d', (where, at) => {
    expect(funnelStepAt({ ...where, pups } as unknown as QuizState)).toBe(at);
  });
});

describe('FunnelProgress', () => {
  it('marks the current step and says where the customer is', () => {
    renderWithTheme(<FunnelProgress steps={funnelSteps({ pups })} at={4} />);
    const nav = screen.getByRole('navigation', { name: 'Quiz progress' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(nav).toHaveTextContent('Step 4 of 6: About you');
  });
});
