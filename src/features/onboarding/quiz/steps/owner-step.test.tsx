import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { initialQuiz, quizReducer, type QuizState } from '../quiz-state';
import { OwnerStep } from './owner-step';

vi.mock('@/lib/session/use-customer-session', () => ({
  useCustomerSession: () => ({
    status: 'authenticated',
    customer: { id: 4, email: 'sam@example.test', firstName: 'Sam', accessToken: 't' },
  }),
}));
vi.mock('@/lib/session/api-client', () => ({ browserApiClient: () => ({}) }));
const getAddress = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  getAddress,
}));
// The step loads the API client when it mounts: the first load takes seconds on a busy machine,
// so it happens here rather than in whichever test comes first.
beforeAll(async () => {
  await Promise.all([import('@/lib/api-client'), import('@/lib/session/api-client')]);
});
// The saved phone, unless a test says otherwise (for all its calls or the next one).
beforeEach(() => {
  getAddress.mockReset().mockResolvedValue({ phone: '5125550199', is_sms: true });
});

const saveQuiz = vi.hoisted(() => vi.fn(async () => ({ ok: true, petIds: {} })));
vi.mock('../save-quiz', () => ({ saveQuiz }));
vi.mock('@/lib/integrations/analytics/track', () => ({ trackEvent: vi.fn() }));

function Harness({ start }: { start: QuizState }) {
  const [state, dispatch] = useReducer(quizReducer, start);
  return <OwnerStep state={state} dispatch={dispatch} />;
}

const quiz = (...names: string[]): QuizState => {
  const start = initialQuiz();
  return {
    ...start,
    step: 'owner',
    pups: names.map((name, index) => ({ ...start.pups[0]!, key: `p${index}`, name })),
  };
};

describe('OwnerStep for a signed-in customer (Add Pup)', () => {
  it('shows name and email from the account, read-only, and prefills the saved phone', async () => {
    renderWithTheme(<Harness start={quiz('Rye')} />);
    expect(screen.getByLabelText('Your first name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Your first name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(await screen.findByDisplayValue('512-555-0199')).toBe(
      screen.getByLabelText('Mobile phone (optional)'),
    );
    expect(screen.getByRole('checkbox', { name: /Text me/ })).toBeChecked();
  });

  it('lets a signed-in customer go on with the saved phone and no texts', async () => {
    getAddress.mockResolvedValueOnce({ phone: '5125550199', is_sms: false });
    renderWithTheme(<Harness start={quiz('Rye')} />);
    await screen.findByDisplayValue('512-555-0199');
    await userEvent.click(screen.getByRole('button', { name: 'See my pup’s plan' }));
    await vi.waitFor(() => expect(saveQuiz).toHaveBeenCalled());
  });

  it('speaks of plans for several pups', () => {
    renderWithTheme(<Harness start={quiz('Biscuit', 'Mochi')} />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Where should we send Biscuit and Mochi’s plans?',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'See their plans' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Text me my pups’ results/ })).toBeInTheDocument();
  });

  it('focuses the first invalid field when the answers are refused', async () => {
    getAddress.mockResolvedValue(null);
    renderWithTheme(<Harness start={quiz('Rye')} />);
    await vi.waitFor(() => expect(getAddress).toHaveBeenCalled(), { timeout: 10_000 });
    const phone = screen.getByLabelText('Mobile phone (optional)');
    await userEvent.type(phone, '12');
    await userEvent.click(screen.getByRole('button', { name: 'See my pup’s plan' }));
    // The schema is imported on submit: slow the first time on a busy machine.
    await vi.waitFor(() => expect(phone).toHaveFocus(), { timeout: 10_000 });
    expect(phone).toBeInvalid();
  });
});
