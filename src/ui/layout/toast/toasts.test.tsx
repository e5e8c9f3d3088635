import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { Toasts } from '../toasts';
import { TOAST_EXIT_MS } from './fade-transition';
import { notify } from './notify';

// Time is driven by hand: flush() lets the lazily imported container and React settle.
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

// The container takes the queue over 100ms after it mounts (see toast-container). React mounts
// it once act() ends (flush(0)), after its import has settled: only then does that 100ms start.
async function mountToasts(ui = <Toasts />) {
  renderWithTheme(ui);
  await flush(0);
  await flush(100);
}

// A page's first toast loads the container (flush(0): the import settles and it mounts), which
// shows it 100ms after mounting.
async function say(call: () => void) {
  act(call);
  await flush(0);
  await flush(100);
}

beforeAll(async () => {
  // Warm the module cache so the container's import resolves within flush() under fake timers.
  await import('./toast-container');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  // Let anything still on screen leave before the next test, then back to real time.
  if (vi.isFakeTimers()) await flush(60_000);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('loads nothing until a toast is asked for', async () => {
    await mountToasts();
    expect(document.querySelector('.Toastify')).toBeNull();
    await say(() => notify.info('Your box ships Tuesday'));
    expect(document.querySelector('.Toastify')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your box ships Tuesday');
  });

  it('shows toasts asked for before the container loaded, in order, with their titles', async () => {
    notify.error('Hmm. Something went wrong. Please try submitting again.', { title: 'Error' });
    notify.success('Changes saved');
    await mountToasts();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Hmm. Something went wrong. Please try submitting again.');
    expect(screen.getByRole('status')).toHaveTextContent('Changes saved');
    const texts = screen
      .getAllByText(/Something went wrong|Changes saved/)
      .map((n) => n.textContent);
    expect(texts).toEqual([
      'ErrorHmm. Something went wrong. Please try submitting again.',
      'Changes saved',
    ]);
  });

  it('shows queued toasts under StrictMode, which mounts the container twice in development', async () => {
    notify.success('Changes saved');
    await mountToasts(
      <StrictMode>
        <Toasts />
      </StrictMode>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Changes saved');
  });

  it.each([
    ['success', 'status'],
    ['warning', 'status'],
    ['info', 'status'],
    ['error', 'alert'],
  ] as const)('shows a %s toast, announced as %s', async (kind, role) => {
    await mountToasts();
    await say(() => notify[kind](`A ${kind} message`, { title: `The ${kind} title` }));
    const toast = screen.getByRole(role);
    expect(toast).toHaveTextContent(`The ${kind} title`);
    expect(toast).toHaveTextContent(`A ${kind} message`);
    expect(toast).toHaveClass(`Toastify__toast--${kind}`);
  });

  it('does not stack a toast that is already on screen, and counts its 8 seconds again', async () => {
    await mountToasts();
    await say(() => notify.warning('Some of your information is incomplete.'));
    await flush(5_000);
    await say(() => notify.warning('Some of your information is incomplete.'));
    expect(screen.getAllByText('Some of your information is incomplete.')).toHaveLength(1);
    await flush(5_000);
    expect(screen.getByText('Some of your information is incomplete.')).toBeInTheDocument();
    await say(() => notify.error('Some of your information is incomplete.'));
    expect(screen.getAllByText('Some of your information is incomplete.')).toHaveLength(2);
  });

  it('is at most 568px wide', async () => {
    await mountToasts();
    await say(() => notify.success('Changes saved'));
    expect(getComputedStyle(screen.getByRole('status')).maxWidth).toBe('568px');
  });

  it('closes by itself after 8 seconds', async () => {
    await mountToasts();
    await say(() => notify.success('Password reset email sent'));
    await flush(7_999);
    expect(screen.getByText('Password reset email sent')).toBeInTheDocument();
    await flush(1 + TOAST_EXIT_MS);
    expect(screen.queryByText('Password reset email sent')).not.toBeInTheDocument();
  });

  it('waits while the pointer is on it and counts the rest of the 8 seconds after', async () => {
    await mountToasts();
    await say(() => notify.info('Changes saved'));
    await flush(5_000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    await flush(30_000);
    expect(screen.getByText('Changes saved')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    await flush(2_900);
    expect(screen.getByText('Changes saved')).toBeInTheDocument();
    await flush(100 + TOAST_EXIT_MS);
    expect(screen.queryByText('Changes saved')).not.toBeInTheDocument();
  });

  it('waits while keyboard focus is on it', async () => {
    await mountToasts();
    await say(() => notify.warning('Card expiring soon'));
    const toast = screen.getByRole('status');
    act(() => toast.focus());
    await flush(30_000);
    expect(screen.getByText('Card expiring soon')).toBeInTheDocument();
    act(() => toast.blur());
    await flush(8_000 + TOAST_EXIT_MS);
    expect(screen.queryByText('Card expiring soon')).not.toBeInTheDocument();
  });

  // user-event waits on real timers between events, so this one runs in real time and waits
  // for what it looks for (findBy, waitFor) rather than moving time on.
  it('can be dismissed from the keyboard with its close button or Escape', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderWithTheme(<Toasts />);
    act(() => {
      notify.warning('First');
      notify.warning('Second');
    });
    await screen.findByText('Second');
    await user.tab(); // the first toast itself
    await user.tab(); // its close button
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());

    await user.click(screen.getByText('Second'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Second')).not.toBeInTheDocument());
  });
});
