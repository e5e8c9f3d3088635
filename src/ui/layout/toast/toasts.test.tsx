import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { Toasts } from '../toasts';
import { notify } from './notify';

// next/dynamic resolves lazily in tests too; render the container directly through it.
vi.mock('next/dynamic', () => ({
  default: (loader: () => Promise<{ default: React.ComponentType }>) => {
    let Loaded: React.ComponentType | null = null;
    const promise = loader().then((module) => {
      Loaded = module.default;
    });
    return function Dynamic() {
      if (!Loaded) throw promise;
      return <Loaded />;
    };
  },
}));

async function mountToasts() {
  const { Suspense } = await import('react');
  renderWithTheme(
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>,
  );
}

describe('toasts', () => {
  it('shows a toast said before the container loaded, with its title', async () => {
    notify.error('Hmm. Something went wrong. Please try submitting again.', { title: 'Error' });
    await mountToasts();
    expect(
      await screen.findByText('Hmm. Something went wrong. Please try submitting again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it.each(['success', 'warning', 'info'] as const)('shows a %s toast', async (kind) => {
    await mountToasts();
    act(() => notify[kind](`A ${kind} message`));
    expect(await screen.findByText(`A ${kind} message`)).toBeInTheDocument();
  });

  it('counts down 8 seconds before closing a toast', async () => {
    await mountToasts();
    act(() => notify.success('Changes saved'));
    const text = await screen.findByText('Changes saved');
    // jsdom runs no CSS animations, so the countdown itself is what can be checked here.
    const toast = text.closest('.Toastify__toast') as HTMLElement;
    const progress = toast.querySelector('.Toastify__progress-bar') as HTMLElement;
    expect(progress.style.animationDuration).toBe('8000ms');
  });
});
