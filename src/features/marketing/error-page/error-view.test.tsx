import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { resetSessionStore } from '@/lib/session/session-store';
import { renderWithTheme } from '@/ui/test-utils';
import { ErrorView } from './error-view';

vi.mock('next/router', () => ({
  default: { router: null },
  useRouter: () => ({ asPath: '/lost/', push: vi.fn() }),
}));

afterEach(() => {
  delete window.dataLayer;
});

function renderError(status: 400 | 404 | 500 | 503) {
  act(() => resetSessionStore({ status: 'unauthenticated', user: null }));
  return renderWithTheme(<ErrorView status={status} />);
}

describe('ErrorView', () => {
  it.each([400, 404, 500] as const)('%i: Whoops! with the way home to /account', async (status) => {
    renderError(status);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Run back home' })).toHaveAttribute(
      'href',
      '/account/',
    );
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /puppy/ })).toBeInTheDocument();
  });

  it('404 says the page does not exist, or a puppy ate it', async () => {
    renderError(404);
    expect(await screen.findByText(/a puppy made a meal out of it/)).toBeInTheDocument();
  });

  it('503: Under Maintenance, the phone number, and no way home', async () => {
    renderError(503);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Under Maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-844-886-5543' })).toHaveAttribute(
      'href',
      'tel:+18448865543',
    );
    expect(screen.queryByRole('link', { name: 'Run back home' })).not.toBeInTheDocument();
  });

  it('records a view event on load', async () => {
    renderError(404);
    await vi.waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: '[TEST] - Error Page Viewed',
        status: 404,
        path: '/lost/',
      }),
    );
  });
});
