import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '@/lib/session/session-store';
import * as monitoring from '@/lib/integrations/monitoring/report-client-error';
import { renderWithTheme } from '@/ui/test-utils';
import { AppErrorBoundary } from './app-error-boundary';

vi.mock('next/router', () => ({
  default: { router: null },
  useRouter: () => ({ asPath: '/crashy/', push: vi.fn() }),
}));

function Crashes(): never {
  throw new Error('render exploded');
}

describe('AppErrorBoundary', () => {
  it('shows the 500 page for a crash while rendering, and reports it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = vi.spyOn(monitoring, 'reportClientError').mockImplementation(() => undefined);
    act(() => resetSessionStore({ status: 'unauthenticated', user: null }));
    renderWithTheme(
      <AppErrorBoundary>
        <Crashes />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Whoops!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Run back home' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render exploded' }),
      expect.any(Object),
    );
  });

  it('renders its children when nothing goes wrong', () => {
    renderWithTheme(
      <AppErrorBoundary>
        <p>All good</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
